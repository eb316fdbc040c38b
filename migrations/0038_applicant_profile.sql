CREATE TABLE `profile_education` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`institution` text NOT NULL,
	`degree` text NOT NULL,
	`gpa` real,
	`gpa_scale` real,
	`end_month` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_education_user_idx` ON `profile_education` (`user_id`,`end_month`);--> statement-breakpoint
CREATE TABLE `profile_languages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`language` text NOT NULL,
	`level` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_languages_user_idx` ON `profile_languages` (`user_id`);--> statement-breakpoint
CREATE TABLE `profile_positions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`employer` text NOT NULL,
	`title` text NOT NULL,
	`start_month` text NOT NULL,
	`end_month` text,
	`team_size` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_positions_user_idx` ON `profile_positions` (`user_id`,`start_month`);