CREATE TABLE `profile_circumstances` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reapplicant` integer,
	`international` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
