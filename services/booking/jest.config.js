export default { displayName: 'booking', preset: '@oslonac/kit' };
