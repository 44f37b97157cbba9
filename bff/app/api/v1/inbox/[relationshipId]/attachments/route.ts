import { uploadAttachment } from '@/src/api/handlers/inbox-files';

export const dynamic = 'force-dynamic';
export const POST = uploadAttachment;
