export default { displayName: 'sessions', preset: '@oslonac/kit' };
