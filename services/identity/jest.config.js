export default { displayName: 'identity', preset: '@oslonac/kit' };
