import {
  createForm,
  createFormTemplate,
  deleteForm,
  deleteFormTemplate,
  downloadFile,
  getForm,
  getFormTemplate,
  listForms,
  listFormTemplates,
  signForm,
  updateForm,
  updateFormTemplate,
  uploadFiles,
  type FormInstanceCreate,
  type FormInstanceDetail,
  type FormInstanceListQuery,
  type FormInstanceUpdate,
  type FormTemplate,
  type FormTemplateInput,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// Areas = the history entities `form` and `formTemplate`, so someone else's change refreshes these.
const formsKey = (tenantId: number) => tenantKey(tenantId, 'form');
const templatesKey = (tenantId: number) => tenantKey(tenantId, 'formTemplate');

export function useFormTemplates() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...templatesKey(tenantId), 'list'],
    queryFn: ({ signal }) => api.call(listFormTemplates, { signal }),
  });
}

export function useFormTemplate(id: string | null) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...templatesKey(tenantId), id],
    queryFn: ({ signal }) => api.call(getFormTemplate, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

function useTemplateMutation<I, O = FormTemplate>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<O, ApiError, I>({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });
}

export function useSaveFormTemplate(id: number | null) {
  const { api } = useServices();
  return useTemplateMutation((body: FormTemplateInput & { version?: number }) =>
    id === null
      ? api.call(createFormTemplate, { body })
      : api.call(updateFormTemplate, { params: { id }, body: { ...body, version: body.version ?? 1 } }),
  );
}

export function useDeleteFormTemplate() {
  const { api } = useServices();
  return useTemplateMutation((id: number) => api.call(deleteFormTemplate, { params: { id } }));
}

export function useForms(query: FormInstanceListQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...formsKey(tenantId), 'list', query],
    queryFn: ({ signal }) => api.call(listForms, { query: query as never, signal }),
  });
}

export function useForm(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...formsKey(tenantId), id],
    queryFn: ({ signal }) => api.call(getForm, { params: { id }, signal }),
  });
}

function useFormMutation<I>(run: (input: I) => Promise<FormInstanceDetail>) {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<FormInstanceDetail, ApiError, I>({
    mutationFn: run,
    onSuccess: (saved) => {
      queryClient.setQueryData([...formsKey(tenantId), saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...formsKey(tenantId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) });
    },
  });
}

export function useCreateForm() {
  const { api } = useServices();
  return useFormMutation((body: FormInstanceCreate) => api.call(createForm, { body }));
}

export function useUpdateForm(id: number) {
  const { api } = useServices();
  return useFormMutation((body: FormInstanceUpdate) => api.call(updateForm, { params: { id }, body }));
}

export function useSignForm(id: number) {
  const { api } = useServices();
  return useFormMutation((body: FormInstanceUpdate) => api.call(signForm, { params: { id }, body }));
}

export function useDeleteForm() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.call(deleteForm, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: formsKey(tenantId) }),
  });
}

/** A photo goes through the files module's upload checks; the form keeps its file id. */
export function useUploadPhoto() {
  const { api } = useServices();
  return useMutation<number, ApiError, File>({
    mutationFn: async (file) => {
      const { items } = await api.upload(uploadFiles, { file, onProgress: () => undefined });
      return items[0]!.id;
    },
  });
}

/** The stored photo as an object URL (the CSP admits only blob: and data: images). */
export function usePhotoUrl(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'files'), 'photo', id],
    queryFn: async () => {
      const file = await api.callFile(downloadFile, { params: { id }, query: { disposition: 'inline' } });
      return URL.createObjectURL(file.blob);
    },
    staleTime: Infinity,
  });
}

export function useFileUrl() {
  const { api } = useServices();
  return (id: number) => api.url(downloadFile, { params: { id }, query: { disposition: 'attachment' } });
}
