export default { displayName: 'therapists', preset: '@oslonac/kit' };
