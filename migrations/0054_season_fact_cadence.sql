ALTER TABLE `catalogue_season_facts` ADD `updates_when` text;--> statement-breakpoint
ALTER TABLE `catalogue_season_facts` ADD `cadence_days` integer;