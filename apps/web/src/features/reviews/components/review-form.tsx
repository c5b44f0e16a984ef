import { RATING_MAX, RATING_MIN } from '@topgear/shared/ratings';
import { REVIEW_MESSAGES, reviewInputSchema } from '@topgear/shared/reviews';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { useCreateReview } from '../api/create-review';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index));

interface ReviewFormProps {
  /** The signed-in person's name, filled in for them; they may change it. */
  name: string;
  /** After the server has published the review, e.g. go to the list it now leads. */
  onPublished: () => void;
}

/** 'Give Feedback Of Our Management System': name, a rating from 1 to 5 and the feedback. */
export function ReviewForm({ name, onPublished }: ReviewFormProps) {
  const creation = useCreateReview();
  return (
    <Form
      schema={reviewInputSchema}
      options={{ defaultValues: { name, feedback: '' } }}
      error={creation.error}
      onSubmit={(review) =>
        creation.mutate(review, {
          onSuccess: () => {
            toast.success(REVIEW_MESSAGES.added);
            onPublished();
          },
        })
      }
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Name" autoComplete="name" required />
      <FormSelect
        name="rating"
        label="Rating"
        placeholder="Select Your Rating"
        options={RATINGS}
        rules={{ valueAsNumber: true }}
        required
      />
      <FormTextArea name="feedback" label="Feedback" rows={6} required />
      <FormFailure />
      <Button type="submit" loading={creation.isPending} className="w-full sm:w-auto sm:self-start">
        Submit
      </Button>
    </Form>
  );
}
