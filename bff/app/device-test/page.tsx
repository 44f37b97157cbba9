import '@oslonac/web/screens/session/session.css';
import { DeviceTestScreen } from '@oslonac/web/screens/session/DeviceTestScreen';
import { deviceTestMessages } from '@oslonac/web/screens/session/device-test-messages';
import { titleMetadata } from '../_shell/page-helpers';

export const generateMetadata = () => titleMetadata(deviceTestMessages, 'meta');

/** Public: anyone can check camera, microphone, speakers and the network before a session, signed in or not. */
export default function DeviceTestPage() {
  return <DeviceTestScreen />;
}
