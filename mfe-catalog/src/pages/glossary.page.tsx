import { Link } from '@rv/shared-lib/router';
import { GlossaryList } from '../features/glossary/components/glossary-list.component';

/** `/glossary`: the plain-language meaning of the spec terms shoppers trip over. */
export function GlossaryPage() {
  return (
    <div className="rv-container">
      <h1>RV Glossary</h1>
      <p>Spec sheets are full of abbreviations. Here is what they mean in plain words. You will find the same explanations beside the specs and filters, behind each info button.</p>
      <GlossaryList />
      <p><Link to="/product">Find your RV with the RV Finder</Link></p>
    </div>
  );
}
