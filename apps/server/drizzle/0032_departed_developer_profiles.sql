CREATE TABLE "departed_developer_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL
);
