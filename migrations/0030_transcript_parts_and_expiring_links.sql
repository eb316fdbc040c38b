CREATE TABLE `mock_interview_transcripts` (
	`interview_id` text NOT NULL,
	`user_id` text NOT NULL,
	`part` integer NOT NULL,
	`turns` text NOT NULL,
	PRIMARY KEY(`interview_id`, `part`),
	FOREIGN KEY (`interview_id`) REFERENCES `mock_interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mock_interview_transcripts_user_idx` ON `mock_interview_transcripts` (`user_id`);--> statement-breakpoint
-- Every transcript kept so far becomes its interview's first part (each was under the old body cap).
INSERT INTO `mock_interview_transcripts` (`interview_id`, `user_id`, `part`, `turns`) SELECT `id`, `user_id`, 0, `transcript` FROM `mock_interviews` WHERE `transcript` <> '[]';--> statement-breakpoint
ALTER TABLE `mock_interviews` DROP COLUMN `transcript`;--> statement-breakpoint
CREATE TABLE `recommender_nudge_weeks` (
	`user_id` text NOT NULL,
	`week` integer NOT NULL,
	`nudges` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `week`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `authorship_shares` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `recommender_letters` ADD `asked_email` text;--> statement-breakpoint
ALTER TABLE `recommender_shares` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Links made before links expired open for their kind's whole span from today (SHARE_LINK_DAYS: 30 and 60 days); their owners see the date.
UPDATE `authorship_shares` SET `expires_at` = cast(unixepoch('subsecond') * 1000 as integer) + 30 * 86400000;--> statement-breakpoint
UPDATE `recommender_shares` SET `expires_at` = cast(unixepoch('subsecond') * 1000 as integer) + 60 * 86400000;--> statement-breakpoint
-- A letter already asked was asked at its recommender's address of today.
UPDATE `recommender_letters` SET `asked_email` = (SELECT `email` FROM `recommenders` WHERE `recommenders`.`id` = `recommender_letters`.`recommender_id`) WHERE `status` IN ('asked', 'agreed');
