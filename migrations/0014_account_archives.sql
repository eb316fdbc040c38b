CREATE TABLE `account_archives` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`requested_at` integer NOT NULL,
	`claimed_at` integer,
	`object_key` text,
	`size_bytes` integer,
	`ready_at` integer,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_archives_user_requested_idx` ON `account_archives` (`user_id`,`requested_at`);--> statement-breakpoint
CREATE INDEX `account_archives_expires_idx` ON `account_archives` (`expires_at`);