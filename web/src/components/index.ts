export { AppShell, type AppShellProps, Layout, SkipLink } from './AppShell';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FieldError, FieldHint, type FieldProps, fieldIds, RequiredMark } from './Field';
export { CRISIS_LINES, CrisisLine, Footer, type FooterProps } from './Footer';
export { Form, type FormProps } from './Form';
export {
  errorList,
  type FieldErrorItem,
  type FieldErrors,
  FormError,
  type FormErrorProps,
} from './FormError';
export { Header, type HeaderProps } from './Header';
export { Heading, type HeadingLevel } from './Heading';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { kitMessages } from './messages';
export { Notice, type NoticeProps, type NoticeTone } from './Notice';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { LOCALE_LABELS, ScriptSwitch, type ScriptSwitchProps } from './ScriptSwitch';
export { LoadingState, type LoadingStateProps, Spinner } from './Spinner';
export {
  EmailField,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './TextField';
export {
  Toast,
  type ToastApi,
  Toaster,
  type ToasterProps,
  type ToastInput,
  type ToastItem,
  type ToastProps,
  type ToastTone,
  useToast,
} from './Toaster';
export { VisuallyHidden } from './VisuallyHidden';
