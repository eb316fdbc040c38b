CREATE TABLE `work_moves` (
	`user_id` text PRIMARY KEY NOT NULL,
	`moved_at` integer NOT NULL,
	`rows` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
