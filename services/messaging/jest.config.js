export default { displayName: 'messaging', preset: '@oslonac/kit' };
