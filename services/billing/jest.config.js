export default { displayName: 'billing', preset: '@oslonac/kit' };
