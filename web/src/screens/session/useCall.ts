'use client';

import { useSyncExternalStore } from 'react';
import type { CallController } from './call';
import { type CallState, initialCallState } from './call-state';

const noController = () => () => undefined;
const initial = () => initialCallState;

export function useCallState(controller: CallController | null): CallState {
  return useSyncExternalStore(
    controller ? controller.subscribe : noController,
    controller ? controller.getState : initial,
    initial,
  );
}
