'use client';

import { SelectField } from '@oslonac/web';
import type { DeviceChoice } from './media';
import type { LocalMedia } from './useLocalMedia';

interface Labels {
  camera: string;
  microphone: string;
  deviceDefault: string;
  unnamed(n: number): string;
}

const options = (list: readonly DeviceChoice[], labels: Labels) =>
  list.map((d, i) => ({ value: d.deviceId, label: d.label || labels.unnamed(i + 1) }));

/** Camera and microphone pickers; choosing one reopens the media with it. */
export function DeviceSelectors({
  media,
  labels,
  idPrefix,
}: {
  media: LocalMedia;
  labels: Labels;
  idPrefix: string;
}) {
  return (
    <div className="s-call-devices">
      {media.devices.cameras.length > 0 ? (
        <SelectField
          name={`${idPrefix}-camera`}
          label={labels.camera}
          value={media.cameraId}
          disabled={media.busy}
          placeholder={media.cameraId ? undefined : labels.deviceDefault}
          options={options(media.devices.cameras, labels)}
          onChange={(e) => void media.open({ cameraId: e.target.value, microphoneId: media.microphoneId })}
        />
      ) : null}
      {media.devices.microphones.length > 0 ? (
        <SelectField
          name={`${idPrefix}-microphone`}
          label={labels.microphone}
          value={media.microphoneId}
          disabled={media.busy}
          placeholder={media.microphoneId ? undefined : labels.deviceDefault}
          options={options(media.devices.microphones, labels)}
          onChange={(e) => void media.open({ cameraId: media.cameraId, microphoneId: e.target.value })}
        />
      ) : null}
    </div>
  );
}
