CREATE TABLE `school_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`school` text NOT NULL,
	`cycle` text NOT NULL,
	`round` text NOT NULL,
	`submitted_on` text NOT NULL,
	`snapshot` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `school_submissions_school_cycle_idx` ON `school_submissions` (`user_id`,`school`,`cycle`);--> statement-breakpoint
CREATE INDEX `school_submissions_user_idx` ON `school_submissions` (`user_id`,`created_at`);