import type { Migration } from "kysely/migration";
import * as initial from "./001-initial";
import * as mediaUrlIndex from "./002-media-url-index";
import * as enquiryRepeatsAndSpam from "./003-enquiry-repeats-and-spam";
import * as eventEndTime from "./004-event-end-time";
import * as analyticsCountersAndRollups from "./005-analytics-counters-and-rollups";
import * as analyticsReportIndexes from "./006-analytics-report-indexes";
import * as tamilTexts from "./007-tamil-texts";
import * as sharedInstanceState from "./008-shared-instance-state";
import * as undoKind from "./009-undo-kind";
import * as enquiryNotes from "./010-enquiry-notes";
import * as pageTexts from "./011-page-texts";
import * as schoolRecord from "./012-school-record";
import * as tamilButtonAndLocation from "./013-tamil-button-and-location";
import * as eventRegistration from "./014-event-registration";
import * as mailOutbox from "./015-mail-outbox";
import * as urgentNotice from "./016-urgent-notice";
import * as pushSubscription from "./017-push-subscription";

/** Every migration in order. Names sort; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-media-url-index": mediaUrlIndex,
  "003-enquiry-repeats-and-spam": enquiryRepeatsAndSpam,
  "004-event-end-time": eventEndTime,
  "005-analytics-counters-and-rollups": analyticsCountersAndRollups,
  "006-analytics-report-indexes": analyticsReportIndexes,
  "007-tamil-texts": tamilTexts,
  "008-shared-instance-state": sharedInstanceState,
  "009-undo-kind": undoKind,
  "010-enquiry-notes": enquiryNotes,
  "011-page-texts": pageTexts,
  "012-school-record": schoolRecord,
  "013-tamil-button-and-location": tamilButtonAndLocation,
  "014-event-registration": eventRegistration,
  "015-mail-outbox": mailOutbox,
  "016-urgent-notice": urgentNotice,
  "017-push-subscription": pushSubscription,
};
