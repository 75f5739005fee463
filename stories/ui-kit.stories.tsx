import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, within } from 'storybook/test';
import { Banner } from '../src/ui/banner.tsx';
import { Button } from '../src/ui/button.tsx';
import { Form } from '../src/ui/form.tsx';
import { TextField } from '../src/ui/text-field.tsx';
import { PHONE_MASK } from '../src/ui/mask.ts';

function KitSample() {
  return (
    <main className="z-page z-stack">
      <Banner tone="info" title="Good to know">Prequalification takes 5 minutes or less.</Banner>
      <Banner tone="warning">Are your income and housing costs correct?</Banner>
      <Banner tone="error">Something went wrong. Press the next button to try again</Banner>
      <Formik initialValues={{ phone: '5125550100' }} onSubmit={() => undefined}>
        <Form aria-label="Sample">
          <TextField name="phone" label="Phone number" type="tel" mask={PHONE_MASK} />
          <Button type="submit">Next</Button>
          <Button variant="secondary" loading>
            Sending
          </Button>
        </Form>
      </Formik>
    </main>
  );
}

const meta = { title: 'UI kit/Sample', component: KitSample } satisfies Meta<typeof KitSample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
