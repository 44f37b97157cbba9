// Matchers such as toHaveAccessibleDescription, registered on the expect that tests import from @jest/globals.
import '@testing-library/jest-dom/jest-globals';
