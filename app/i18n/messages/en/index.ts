// The English catalogue: one namespace per part of the site, each in its own file.

import { about } from "./about";
import { chrome } from "./chrome";
import { common } from "./common";
import { contentPage } from "./content-page";
import { enquiry } from "./enquiry";
import { events } from "./events";
import { faculty } from "./faculty";
import { gallery } from "./gallery";
import { home } from "./home";
import { news } from "./news";
import { registration } from "./registration";
import { schools } from "./schools";

export const en = {
  common,
  chrome,
  home,
  about,
  faculty,
  schools,
  gallery,
  events,
  news,
  contentPage,
  enquiry,
  registration,
};
