export default { displayName: 'admin', preset: '@oslonac/kit' };
