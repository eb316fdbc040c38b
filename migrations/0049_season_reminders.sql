CREATE TABLE `season_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`lead` text NOT NULL,
	`school` text NOT NULL,
	`subject_id` text NOT NULL,
	`due_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `season_reminders_once_idx` ON `season_reminders` (`user_id`,`kind`,`subject_id`,`due_at`,`lead`);--> statement-breakpoint
ALTER TABLE `email_preferences` ADD `interview_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `email_preferences` ADD `deposit_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `email_preferences` ADD `award_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `email_preferences` ADD `decision_day_reminders` integer DEFAULT true NOT NULL;