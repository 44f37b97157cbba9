'use client';

import { createContext } from 'react';

/** True while a <Form> posting to a URL is on its way, so its buttons show progress and refuse a second submit. */
export const FormPendingContext = createContext(false);
