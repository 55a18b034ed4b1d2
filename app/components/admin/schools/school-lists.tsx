// The school form's lists: key features and grades, English beside Tamil, each an editable list.
import { useState } from "react";
import { BilingualRow } from "~/components/admin/tamil-field";
import { SCHOOL_FIELD_HINTS as HINTS, LIST_EDITOR_COPY } from "~/copy/admin-school-page";
import {
  SCHOOL_FIELD_LABELS as LABELS,
  SCHOOL_LIMITS as LIMITS,
  SCHOOL_MESSAGES,
} from "~/copy/admin-schools";
import { tamilLabel } from "~/copy/admin-tamil";
import type { AdminSchool } from "./admin-school";
import { ListEditor } from "./list-editor";

/** Conform's messages for a list: about the list itself or about one of its items. */
function listErrors(allErrors: Record<string, string[]>, name: string) {
  const messages = Object.entries(allErrors)
    .filter(([key]) => key === name || key.startsWith(`${name}[`))
    .flatMap(([, list]) => list);
  return [...new Set(messages)];
}

export function SchoolLists({
  school,
  names,
  errors,
}: {
  school: AdminSchool;
  /** The form's field names of the three lists. */
  names: { features: string; featuresTa: string; grades: string; gradesTa: string };
  errors: Record<string, string[]>;
}) {
  const [features, setFeatures] = useState(school.features);
  const [featuresTa, setFeaturesTa] = useState(school.featuresTa);
  const [grades, setGrades] = useState(school.grades);
  const [gradesTa, setGradesTa] = useState(school.gradesTa);
  const feature = {
    hint: HINTS.features,
    maxItemLength: LIMITS.feature,
    maxItems: LIMITS.features,
    tooManyMessage: SCHOOL_MESSAGES.features,
  };
  const grade = {
    maxItemLength: LIMITS.grade,
    maxItems: LIMITS.grades,
    tooManyMessage: SCHOOL_MESSAGES.grades,
  };
  return (
    <>
      <BilingualRow className="sm:grid-cols-2">
        <ListEditor
          {...feature}
          name={names.features}
          label={LABELS.features}
          copy={LIST_EDITOR_COPY.features}
          items={features}
          onChange={setFeatures}
          error={listErrors(errors, names.features)}
        />
        <ListEditor
          {...feature}
          name={names.featuresTa}
          label={tamilLabel(LABELS.features)}
          copy={LIST_EDITOR_COPY.featuresTa}
          items={featuresTa}
          onChange={setFeaturesTa}
          error={listErrors(errors, names.featuresTa)}
          lang="ta"
        />
      </BilingualRow>
      <BilingualRow className="sm:grid-cols-2">
        <ListEditor
          {...grade}
          name={names.grades}
          label={LABELS.grades}
          hint={HINTS.grades}
          copy={LIST_EDITOR_COPY.grades}
          items={grades}
          onChange={setGrades}
          error={listErrors(errors, names.grades)}
        />
        <ListEditor
          {...grade}
          name={names.gradesTa}
          label={tamilLabel(LABELS.grades)}
          hint={HINTS.gradesTa}
          copy={LIST_EDITOR_COPY.gradesTa}
          items={gradesTa}
          onChange={setGradesTa}
          error={listErrors(errors, names.gradesTa)}
          lang="ta"
        />
      </BilingualRow>
    </>
  );
}
