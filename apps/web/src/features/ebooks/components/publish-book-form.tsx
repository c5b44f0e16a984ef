import { EBOOK_MESSAGES, EBOOK_SERIES, ebookInputSchema } from '@topgear/shared/ebooks';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { FormMediaField } from '@/components/ui/form-media-field';
import { usePublishEbook } from '../api/publish-ebook';
import { EBOOK_SERIES_TITLES } from '../series-titles';

const SERIES_OPTIONS = EBOOK_SERIES.map((series) => ({ value: series, label: EBOOK_SERIES_TITLES[series] }));
const empty = { name: '', image: '', pdf: '', description: '' };

/** 'Publish a new Book': the PDF is a link or an uploaded file; it empties once the book is published. */
export function PublishBookForm() {
  const publishing = usePublishEbook();
  return (
    <Form
      schema={ebookInputSchema}
      options={{ defaultValues: empty }}
      error={publishing.error}
      onSubmit={(ebook, form) =>
        publishing.mutate(ebook, {
          onSuccess: () => {
            toast.success(EBOOK_MESSAGES.added);
            form.reset();
          },
        })
      }
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Name" autoComplete="off" />
      <FormMediaField name="image" label="Image" kind="picture" />
      <FormMediaField name="pdf" label="PDF" kind="pdf" />
      <FormTextArea name="description" label="Description" rows={3} />
      <FormSelect name="series" label="Series" placeholder="Select series" options={SERIES_OPTIONS} />
      <FormFailure />
      <FormActions submitLabel="Publish Book" pending={publishing.isPending} />
    </Form>
  );
}
