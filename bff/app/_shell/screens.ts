// The screens live in the web package (web/src/screens); pages import them from here so the path out of
// the bff folder is written once.
export { AdminUsersScreen } from '../../../web/src/screens/admin/AdminUsersScreen';
export { adminMessages } from '../../../web/src/screens/admin/messages';
export { LoginScreen } from '../../../web/src/screens/auth/LoginScreen';
export { MobileAuthScreen } from '../../../web/src/screens/auth/MobileAuthScreen';
export { authMessages } from '../../../web/src/screens/auth/messages';
export { VerifyRequestScreen } from '../../../web/src/screens/auth/VerifyRequestScreen';
export { DashboardScreen } from '../../../web/src/screens/dashboard/DashboardScreen';
export { dashboardMessages } from '../../../web/src/screens/dashboard/messages';
export { ErrorScreen } from '../../../web/src/screens/errors/ErrorScreen';
export { GlobalErrorDocument } from '../../../web/src/screens/errors/GlobalErrorDocument';
export { errorMessages } from '../../../web/src/screens/errors/messages';
export { onboardingMessages } from '../../../web/src/screens/onboarding/messages';
export {
  ChoosePathScreen,
  ClientDetailsScreen,
  TherapistDetailsScreen,
} from '../../../web/src/screens/onboarding/OnboardingScreens';
export { settingsMessages } from '../../../web/src/screens/settings/messages';
export { AccountScreen, SettingsIndexScreen } from '../../../web/src/screens/settings/SettingsScreens';
export { commonMessages } from '../../../web/src/screens/shared/messages';
export { SiteShell } from '../../../web/src/screens/shared/SiteShell';
