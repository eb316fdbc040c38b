CREATE TABLE `school_submission_snapshots` (
	`submission_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `school_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `school_submission_snapshots_user_idx` ON `school_submission_snapshots` (`user_id`);