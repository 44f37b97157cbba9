export default { displayName: 'kit', preset: './jest-preset.js' };
