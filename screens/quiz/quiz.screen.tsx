import { Formik } from 'formik';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { RadioGroup } from '../../src/ui/radio-group.tsx';
import { TRY_AGAIN_NEXT } from '../../services/contract/start-reply-texts.ts';

const QUIZ_TEXTS = {
  question: 'Have you had pet insurance before?',
  error: TRY_AGAIN_NEXT,
} as const;

export interface QuizScreenProps {
  /** A previous answer, when the applicant comes back. */
  initialAnswer?: boolean | null;
  submitting: boolean;
  /** The save call failed: the spec's retry message. */
  failed?: boolean;
  /** Each choice, for a machine that stores the answer before submit. */
  onAnswerChange?: (hadInsuranceBefore: boolean) => void;
  onSubmit: (values: { had_insurance_before: boolean }) => void;
}

export function QuizScreen(props: QuizScreenProps) {
  const initial = props.initialAnswer === true ? 'yes' : props.initialAnswer === false ? 'no' : '';
  return (
    <div className="z-stack">
      <PageHeading focusOnMount title="One quick question" subtitle="It helps us set up your pet's policy." />
      <Formik initialValues={{ answer: initial }} onSubmit={(values) => props.onSubmit({ had_insurance_before: values.answer === 'yes' })}>
        {({ values }) => (
          <Form aria-label="Insurance question">
            <div className="z-stack">
              {props.failed ? <Banner tone="error">{QUIZ_TEXTS.error}</Banner> : null}
              <RadioGroup
                name="answer"
                legend={QUIZ_TEXTS.question}
                inline
                {...(props.onAnswerChange ? { onValueChange: (value: string) => props.onAnswerChange?.(value === 'yes') } : {})}
                options={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
              />
              <Button type="submit" block disabled={values.answer === '' || props.submitting} loading={props.submitting}>
                Next
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

export default QuizScreen;
