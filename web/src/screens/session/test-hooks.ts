import type { CallController } from './call';

/**
 * Read-only windows into a running call for the browser journeys. A page that renders tiles proves nothing about
 * media: the journeys assert that frames are really decoded and audio bytes really arrive, which only the receive
 * transport's RTCPeerConnection statistics can tell. Nothing here changes the call.
 */
export interface CallTestHook {
  stats(): Promise<{
    inboundVideoFramesDecoded: number;
    inboundAudioBytes: number;
    remoteVideoCount: number;
    state: string;
    /** Entries into the room: above one means the page came back by itself after a drop. */
    entries: number;
  }>;
}

export interface DeviceTestResult {
  done: boolean;
  rttMs: number | null;
  packetLossPercent: number | null;
  videoFramesDecoded: number;
}

export interface DeviceTestHook {
  result(): DeviceTestResult;
}

declare global {
  interface Window {
    __oslonacCall?: CallTestHook;
    __oslonacDeviceTest?: DeviceTestHook;
  }
}

export function callTestHook(controller: CallController): CallTestHook {
  return {
    async stats() {
      const { inbound } = await controller.receiveStats();
      const state = controller.getState();
      return {
        inboundVideoFramesDecoded: inbound.videoFramesDecoded,
        inboundAudioBytes: inbound.audioBytesReceived,
        remoteVideoCount: state.remote.filter((r) => r.kind === 'video').length,
        state: state.phase,
        entries: controller.entryCount,
      };
    },
  };
}
