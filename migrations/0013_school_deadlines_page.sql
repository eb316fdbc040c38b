ALTER TABLE `catalogue_schools` ADD `deadlines_url` text;--> statement-breakpoint
-- The schools' own admissions pages, as /work/shared/data's facts files (schools-2025-2026.json and
-- schools-2026-2027.json) list them among each school's sources. Only these five schools have a page
-- of their own there; Stanford's is its deadlines page, the others the application pages of their
-- admissions sites. Every other school stays null until an operator sets it in /admin/catalogue.
UPDATE `catalogue_schools` SET `deadlines_url` = 'https://www.gsb.stanford.edu/programs/mba/admission/deadlines' WHERE `id` = 'stanford-gsb';--> statement-breakpoint
UPDATE `catalogue_schools` SET `deadlines_url` = 'https://chicagobooth.edu/mba/full-time/admissions/how-to-apply?sc_lang=en' WHERE `id` = 'booth';--> statement-breakpoint
UPDATE `catalogue_schools` SET `deadlines_url` = 'https://mitsloan.mit.edu/mba/admissions/how-to-apply' WHERE `id` = 'mit-sloan';--> statement-breakpoint
UPDATE `catalogue_schools` SET `deadlines_url` = 'https://tuck.dartmouth.edu/admissions/applying-to-tuck' WHERE `id` = 'tuck';--> statement-breakpoint
UPDATE `catalogue_schools` SET `deadlines_url` = 'https://www.johnson.cornell.edu/programs/full-time-mba/admissions/mba-application-guide' WHERE `id` = 'cornell-johnson';
