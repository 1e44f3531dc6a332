-- CreateEnum
CREATE TYPE "Country" AS ENUM ('FR', 'BE', 'DE');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('M', 'F', 'O');

-- CreateEnum
CREATE TYPE "ValidationStatus" AS ENUM ('NONE', 'SKIPPED', 'PENDING', 'VALIDATED', 'REJECTED');

-- CreateEnum
CREATE TYPE "GroupMode" AS ENUM ('SENDER', 'RECIPIENT');

-- CreateEnum
CREATE TYPE "GroupLayout" AS ENUM ('MAP', 'CPTS', 'HIERARCHY', 'DEFAULT');

-- CreateEnum
CREATE TYPE "TopicType" AS ENUM ('TE', 'MEETING');

-- CreateEnum
CREATE TYPE "MeetingAssignmentMode" AS ENUM ('MANUAL', 'AUTOMATIC', 'DELEGATE');

-- CreateEnum
CREATE TYPE "RecipientProfessionalMode" AS ENUM ('PREVENT', 'ALLOW', 'REQUIRE');

-- CreateEnum
CREATE TYPE "MembershipStatus" AS ENUM ('APPLYING', 'INVITED', 'ONGOING');

-- CreateEnum
CREATE TYPE "VideoCallMode" AS ENUM ('INTERNAL', 'EXTERNAL', 'NO_VIDEO');

-- CreateEnum
CREATE TYPE "PartyType" AS ENUM ('PROFESSIONAL', 'GROUP');

-- CreateEnum
CREATE TYPE "RequestStatus" AS ENUM ('DRAFT', 'PUBLISHED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "ConsultStatus" AS ENUM ('OPENED', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "ActCode" AS ENUM ('TE1', 'TE2', 'NONE');

-- CreateEnum
CREATE TYPE "Eligibility" AS ENUM ('ELIGIBLE', 'ALD', 'ZSD', 'RARE', 'EHPAD', 'DETENU', 'COVID_19', 'NONELIGIBLE');

-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('DRAFT', 'PUBLISHED');

-- CreateEnum
CREATE TYPE "ParticipationSide" AS ENUM ('SENDER', 'RECIPIENT');

-- CreateEnum
CREATE TYPE "ArchiveType" AS ENUM ('DICOM');

-- CreateEnum
CREATE TYPE "CodeChannel" AS ENUM ('EMAIL', 'SMS');

-- CreateEnum
CREATE TYPE "CodePurpose" AS ENUM ('SIGNUP', 'LOGIN', 'PASSWORD_RESET', 'PASSWORD_INIT', 'EMAIL_CHANGE', 'PHONE_CHANGE');

-- CreateEnum
CREATE TYPE "ExtraPatientField" AS ENUM ('CAISSE', 'CENTRE', 'PHONE', 'EMAIL', 'ADDRESS', 'BIRTH_PLACE');

-- CreateTable
CREATE TABLE "specialties" (
    "code" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "shortLabel" TEXT NOT NULL,
    "professionCode" INTEGER NOT NULL,
    "professionLabel" TEXT NOT NULL,
    "amBillingCode" TEXT,
    "amBillingLabel" TEXT,

    CONSTRAINT "specialties_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "professionals" (
    "id" SERIAL NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "searchText" TEXT NOT NULL,
    "gender" "Gender",
    "country" "Country" NOT NULL,
    "rpps" TEXT NOT NULL,
    "rppsType" INTEGER NOT NULL,
    "specialtyCode" TEXT NOT NULL,
    "canPrescribe" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "professionals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "degrees" (
    "id" SERIAL NOT NULL,
    "professionalId" INTEGER NOT NULL,
    "typeCode" TEXT NOT NULL,
    "typeLabel" TEXT NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "degrees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "practices" (
    "id" SERIAL NOT NULL,
    "professionalId" INTEGER NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "city" TEXT NOT NULL,
    "fullAddress" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "country" "Country" NOT NULL,
    "saCode" TEXT,
    "finessNumber" TEXT,

    CONSTRAINT "practices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insee_codes" (
    "code" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "departmentCode" TEXT NOT NULL,
    "validFrom" DATE,
    "validUntil" DATE,

    CONSTRAINT "insee_codes_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "passwordHash" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" "Gender",
    "country" "Country" NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'fr',
    "validationStatus" "ValidationStatus" NOT NULL DEFAULT 'NONE',
    "validatedAt" TIMESTAMP(3),
    "emailVerifiedAt" TIMESTAMP(3),
    "phoneVerifiedAt" TIMESTAMP(3),
    "cpsPictureId" INTEGER,
    "profilePictureId" INTEGER,
    "signaturePictureId" INTEGER,
    "isSuper" BOOLEAN NOT NULL DEFAULT false,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "isDoctor" BOOLEAN NOT NULL DEFAULT false,
    "isGroupExpert" BOOLEAN NOT NULL DEFAULT false,
    "isGroupSender" BOOLEAN NOT NULL DEFAULT false,
    "isRequestable" BOOLEAN NOT NULL DEFAULT false,
    "acceptsIndividualRequests" BOOLEAN NOT NULL DEFAULT true,
    "sendsIndividualRequests" BOOLEAN NOT NULL DEFAULT true,
    "isSearchable" BOOLEAN NOT NULL DEFAULT true,
    "usesSmsAlerts" BOOLEAN NOT NULL DEFAULT false,
    "hasSmsFeature" BOOLEAN NOT NULL DEFAULT false,
    "acceptsAllSpecialties" BOOLEAN NOT NULL DEFAULT true,
    "acceptedSpecialtyCodes" TEXT[],
    "lastLat" DOUBLE PRECISION,
    "lastLng" DOUBLE PRECISION,
    "bio" TEXT,
    "warningMessage" TEXT,
    "warningMessageActive" BOOLEAN NOT NULL DEFAULT false,
    "contactEmail" TEXT,
    "contactPhone" TEXT,
    "mssAddress" TEXT,
    "billingSoftware" TEXT,
    "billingInteropActive" BOOLEAN NOT NULL DEFAULT false,
    "awayMessageActive" BOOLEAN NOT NULL DEFAULT false,
    "awayMessage" TEXT,
    "awaySince" TIMESTAMP(3),
    "awayUntil" TIMESTAMP(3),
    "awayBlocking" BOOLEAN NOT NULL DEFAULT false,
    "professionalId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastLoginAt" TIMESTAMP(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "mfaVerifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idleExpiresAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "ip" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trusted_devices" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "trusted_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_codes" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "target" TEXT NOT NULL,
    "channel" "CodeChannel" NOT NULL,
    "purpose" "CodePurpose" NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "actorUserId" INTEGER,
    "targetType" TEXT,
    "targetId" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" SERIAL NOT NULL,
    "channel" "CodeChannel" NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "id" SERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_infos" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "number" VARCHAR(9) NOT NULL,

    CONSTRAINT "billing_infos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interop_authorizations" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "software" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "scopes" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "interop_authorizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_events" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_tokens" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "platform" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "infos" (
    "id" SERIAL NOT NULL,
    "country" "Country",
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "infos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "shortDescription" TEXT,
    "mode" "GroupMode" NOT NULL,
    "layout" "GroupLayout" NOT NULL DEFAULT 'DEFAULT',
    "keywords" TEXT[],
    "country" "Country" NOT NULL,
    "boundingBox" DOUBLE PRECISION[],
    "maxSeats" INTEGER,
    "isPanel" BOOLEAN NOT NULL DEFAULT false,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "autoAcceptsApplication" BOOLEAN NOT NULL DEFAULT false,
    "recipientType" "PartyType",
    "billingNumber" VARCHAR(9),
    "autoBilling" BOOLEAN NOT NULL DEFAULT false,
    "requiresRequesterEmail" BOOLEAN NOT NULL DEFAULT false,
    "requiresRequesterPhone" BOOLEAN NOT NULL DEFAULT false,
    "acceptsAllSpecialties" BOOLEAN NOT NULL DEFAULT true,
    "acceptedSpecialtyCodes" TEXT[],
    "extraPatientFields" "ExtraPatientField"[],
    "pictureId" INTEGER,
    "collectIep" BOOLEAN NOT NULL DEFAULT false,
    "collectIpp" BOOLEAN NOT NULL DEFAULT false,
    "fhirInteropActive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topics" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "code" TEXT,
    "label" TEXT NOT NULL,
    "description" TEXT,
    "type" "TopicType" NOT NULL DEFAULT 'TE',
    "formSchema" JSONB,
    "surveySchema" JSONB,
    "instructions" TEXT,
    "meetingAssignmentMode" "MeetingAssignmentMode" NOT NULL DEFAULT 'MANUAL',
    "recipientProfessionalMode" "RecipientProfessionalMode" NOT NULL DEFAULT 'ALLOW',
    "acceptsAllSpecialties" BOOLEAN NOT NULL DEFAULT true,
    "acceptedSpecialtyCodes" TEXT[],
    "maxUploadSizeMb" INTEGER NOT NULL DEFAULT 50,
    "hasVideoCall" BOOLEAN NOT NULL DEFAULT false,
    "awayMessageActive" BOOLEAN NOT NULL DEFAULT false,
    "awayMessage" TEXT,
    "awaySince" TIMESTAMP(3),
    "awayUntil" TIMESTAMP(3),
    "awayBlocking" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topic_tags" (
    "topicId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "topic_tags_pkey" PRIMARY KEY ("topicId","tagId")
);

-- CreateTable
CREATE TABLE "memberships" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "professionalId" INTEGER NOT NULL,
    "status" "MembershipStatus" NOT NULL,
    "title" TEXT,
    "isInsider" BOOLEAN NOT NULL DEFAULT false,
    "allTopics" BOOLEAN NOT NULL DEFAULT false,
    "canAdmin" BOOLEAN NOT NULL DEFAULT false,
    "canReply" BOOLEAN NOT NULL DEFAULT false,
    "canAsk" BOOLEAN NOT NULL DEFAULT false,
    "canSendFromGroup" BOOLEAN NOT NULL DEFAULT false,
    "canSupport" BOOLEAN NOT NULL DEFAULT false,
    "canShadow" BOOLEAN NOT NULL DEFAULT false,
    "canIntegrateAct" BOOLEAN NOT NULL DEFAULT false,
    "canIntegrateReport" BOOLEAN NOT NULL DEFAULT false,
    "welcomedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "membership_topics" (
    "membershipId" INTEGER NOT NULL,
    "topicId" INTEGER NOT NULL,

    CONSTRAINT "membership_topics_pkey" PRIMARY KEY ("membershipId","topicId")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" SERIAL NOT NULL,
    "invitedById" INTEGER,
    "invitedProfessionalId" INTEGER,
    "requestId" INTEGER,
    "membershipId" INTEGER,
    "contact" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "professionalId" INTEGER,
    "groupId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_templates" (
    "id" SERIAL NOT NULL,
    "label" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "topicId" INTEGER,
    "userId" INTEGER,

    CONSTRAINT "message_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meetings" (
    "id" SERIAL NOT NULL,
    "topicId" INTEGER NOT NULL,
    "scheduledAt" TIMESTAMP(3) NOT NULL,
    "label" TEXT,
    "videoCallMode" "VideoCallMode" NOT NULL DEFAULT 'NO_VIDEO',
    "externalVideoLink" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "meetings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meeting_professionals" (
    "meetingId" INTEGER NOT NULL,
    "professionalId" INTEGER NOT NULL,

    CONSTRAINT "meeting_professionals_pkey" PRIMARY KEY ("meetingId","professionalId")
);

-- CreateTable
CREATE TABLE "planning_events" (
    "id" SERIAL NOT NULL,
    "membershipId" INTEGER NOT NULL,
    "start" TIMESTAMP(3),
    "end" TIMESTAMP(3),
    "allTopics" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "planning_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "planning_event_topics" (
    "planningEventId" INTEGER NOT NULL,
    "topicId" INTEGER NOT NULL,

    CONSTRAINT "planning_event_topics_pkey" PRIMARY KEY ("planningEventId","topicId")
);

-- CreateTable
CREATE TABLE "patients" (
    "id" SERIAL NOT NULL,
    "createdById" INTEGER,
    "firstName" TEXT,
    "lastName" TEXT,
    "birthName" TEXT,
    "birthDate" DATE,
    "birthPlace" TEXT,
    "birthOrder" INTEGER,
    "gender" "Gender",
    "nir" VARCHAR(15),
    "nirCert" TEXT,
    "regime" TEXT,
    "caisse" TEXT,
    "centre" TEXT,
    "gestion" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "address" TEXT,
    "insId" TEXT,
    "insOid" TEXT,
    "insResponse" JSONB,
    "fromVitale" BOOLEAN NOT NULL DEFAULT false,
    "ipp" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "patients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hospital_encounters" (
    "id" SERIAL NOT NULL,
    "patientId" INTEGER NOT NULL,
    "iep" TEXT NOT NULL,
    "start" TIMESTAMP(3),
    "end" TIMESTAMP(3),
    "topicCode" TEXT,

    CONSTRAINT "hospital_encounters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "requests" (
    "id" SERIAL NOT NULL,
    "status" "RequestStatus" NOT NULL DEFAULT 'DRAFT',
    "authorId" INTEGER NOT NULL,
    "authorPhone" TEXT,
    "patientId" INTEGER,
    "description" TEXT,
    "formContent" JSONB,
    "senderType" "PartyType" NOT NULL DEFAULT 'PROFESSIONAL',
    "senderGroupId" INTEGER,
    "senderTopicId" INTEGER,
    "recipientType" "PartyType" NOT NULL,
    "recipientProfessionalId" INTEGER,
    "recipientGroupId" INTEGER,
    "recipientTopicId" INTEGER,
    "billingNumber" VARCHAR(9),
    "autoBilling" BOOLEAN NOT NULL DEFAULT false,
    "eligibility" "Eligibility",
    "hospitalEncounterId" INTEGER,
    "iep" TEXT,
    "ipp" TEXT,
    "consultMeetingId" INTEGER,
    "lastEditedById" INTEGER,
    "lastEditedAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastActivityDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consults" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "status" "ConsultStatus" NOT NULL DEFAULT 'OPENED',
    "actCode" "ActCode",
    "billingNumber" VARCHAR(9),
    "billingProfessionalId" INTEGER,
    "completedAt" TIMESTAMP(3),
    "completedById" INTEGER,
    "integratedAct" BOOLEAN NOT NULL DEFAULT false,
    "integratedReport" BOOLEAN NOT NULL DEFAULT false,
    "meetingId" INTEGER,
    "surveyContent" JSONB,
    "surveyEditedAt" TIMESTAMP(3),
    "surveyEditedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "consults_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consult_tags" (
    "consultId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "consult_tags_pkey" PRIMARY KEY ("consultId","tagId")
);

-- CreateTable
CREATE TABLE "participants" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "professionalId" INTEGER,
    "side" "ParticipationSide" NOT NULL,
    "lastActivityDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "participants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "status" "MessageStatus" NOT NULL DEFAULT 'DRAFT',
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "files" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER,
    "messageId" INTEGER,
    "uploadedById" INTEGER,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "sha256" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "archiveType" "ArchiveType",
    "metadata" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "read_statuses" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "read_statuses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "requestId" INTEGER,
    "kind" TEXT NOT NULL,
    "data" JSONB,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "specialties_professionCode_idx" ON "specialties"("professionCode");

-- CreateIndex
CREATE INDEX "professionals_specialtyCode_idx" ON "professionals"("specialtyCode");

-- CreateIndex
CREATE INDEX "professionals_lastName_firstName_idx" ON "professionals"("lastName", "firstName");

-- CreateIndex
CREATE UNIQUE INDEX "professionals_country_rpps_key" ON "professionals"("country", "rpps");

-- CreateIndex
CREATE INDEX "degrees_professionalId_idx" ON "degrees"("professionalId");

-- CreateIndex
CREATE INDEX "practices_professionalId_idx" ON "practices"("professionalId");

-- CreateIndex
CREATE INDEX "practices_lat_lng_idx" ON "practices"("lat", "lng");

-- CreateIndex
CREATE INDEX "insee_codes_label_idx" ON "insee_codes"("label");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_professionalId_key" ON "users"("professionalId");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_tokenHash_key" ON "sessions"("tokenHash");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "trusted_devices_tokenHash_key" ON "trusted_devices"("tokenHash");

-- CreateIndex
CREATE INDEX "trusted_devices_userId_idx" ON "trusted_devices"("userId");

-- CreateIndex
CREATE INDEX "verification_codes_target_purpose_channel_idx" ON "verification_codes"("target", "purpose", "channel");

-- CreateIndex
CREATE INDEX "verification_codes_userId_idx" ON "verification_codes"("userId");

-- CreateIndex
CREATE INDEX "audit_events_actorUserId_createdAt_idx" ON "audit_events"("actorUserId", "createdAt");

-- CreateIndex
CREATE INDEX "audit_events_kind_createdAt_idx" ON "audit_events"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_messages_recipient_createdAt_idx" ON "outbox_messages"("recipient", "createdAt");

-- CreateIndex
CREATE INDEX "rate_limit_hits_bucket_createdAt_idx" ON "rate_limit_hits"("bucket", "createdAt");

-- CreateIndex
CREATE INDEX "billing_infos_userId_idx" ON "billing_infos"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "interop_authorizations_userId_software_clientId_key" ON "interop_authorizations"("userId", "software", "clientId");

-- CreateIndex
CREATE INDEX "user_events_userId_createdAt_idx" ON "user_events"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "push_tokens_value_key" ON "push_tokens"("value");

-- CreateIndex
CREATE INDEX "push_tokens_userId_idx" ON "push_tokens"("userId");

-- CreateIndex
CREATE INDEX "groups_country_mode_idx" ON "groups"("country", "mode");

-- CreateIndex
CREATE INDEX "topics_groupId_position_idx" ON "topics"("groupId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "tags_groupId_label_key" ON "tags"("groupId", "label");

-- CreateIndex
CREATE INDEX "memberships_professionalId_status_idx" ON "memberships"("professionalId", "status");

-- CreateIndex
CREATE INDEX "memberships_groupId_status_idx" ON "memberships"("groupId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_groupId_professionalId_key" ON "memberships"("groupId", "professionalId");

-- CreateIndex
CREATE INDEX "membership_topics_topicId_idx" ON "membership_topics"("topicId");

-- CreateIndex
CREATE INDEX "invitations_invitedProfessionalId_idx" ON "invitations"("invitedProfessionalId");

-- CreateIndex
CREATE INDEX "invitations_requestId_idx" ON "invitations"("requestId");

-- CreateIndex
CREATE UNIQUE INDEX "contacts_ownerId_professionalId_key" ON "contacts"("ownerId", "professionalId");

-- CreateIndex
CREATE UNIQUE INDEX "contacts_ownerId_groupId_key" ON "contacts"("ownerId", "groupId");

-- CreateIndex
CREATE INDEX "message_templates_topicId_idx" ON "message_templates"("topicId");

-- CreateIndex
CREATE INDEX "message_templates_userId_idx" ON "message_templates"("userId");

-- CreateIndex
CREATE INDEX "meetings_topicId_scheduledAt_idx" ON "meetings"("topicId", "scheduledAt");

-- CreateIndex
CREATE INDEX "planning_events_membershipId_idx" ON "planning_events"("membershipId");

-- CreateIndex
CREATE INDEX "planning_events_start_end_idx" ON "planning_events"("start", "end");

-- CreateIndex
CREATE INDEX "patients_createdById_idx" ON "patients"("createdById");

-- CreateIndex
CREATE INDEX "patients_birthName_birthDate_idx" ON "patients"("birthName", "birthDate");

-- CreateIndex
CREATE INDEX "hospital_encounters_patientId_idx" ON "hospital_encounters"("patientId");

-- CreateIndex
CREATE INDEX "requests_authorId_lastActivityDate_idx" ON "requests"("authorId", "lastActivityDate" DESC);

-- CreateIndex
CREATE INDEX "requests_recipientGroupId_status_lastActivityDate_idx" ON "requests"("recipientGroupId", "status", "lastActivityDate" DESC);

-- CreateIndex
CREATE INDEX "requests_recipientTopicId_lastActivityDate_idx" ON "requests"("recipientTopicId", "lastActivityDate" DESC);

-- CreateIndex
CREATE INDEX "requests_recipientProfessionalId_idx" ON "requests"("recipientProfessionalId");

-- CreateIndex
CREATE INDEX "requests_consultMeetingId_idx" ON "requests"("consultMeetingId");

-- CreateIndex
CREATE INDEX "requests_patientId_idx" ON "requests"("patientId");

-- CreateIndex
CREATE UNIQUE INDEX "consults_requestId_key" ON "consults"("requestId");

-- CreateIndex
CREATE INDEX "consults_status_completedAt_idx" ON "consults"("status", "completedAt");

-- CreateIndex
CREATE INDEX "participants_userId_side_lastActivityDate_requestId_idx" ON "participants"("userId", "side", "lastActivityDate" DESC, "requestId" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "participants_requestId_userId_key" ON "participants"("requestId", "userId");

-- CreateIndex
CREATE INDEX "messages_requestId_createdAt_idx" ON "messages"("requestId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "files_storageKey_key" ON "files"("storageKey");

-- CreateIndex
CREATE INDEX "files_requestId_idx" ON "files"("requestId");

-- CreateIndex
CREATE INDEX "files_messageId_idx" ON "files"("messageId");

-- CreateIndex
CREATE INDEX "read_statuses_userId_idx" ON "read_statuses"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "read_statuses_messageId_userId_key" ON "read_statuses"("messageId", "userId");

-- CreateIndex
CREATE INDEX "notifications_userId_readAt_idx" ON "notifications"("userId", "readAt");

-- CreateIndex
CREATE INDEX "notifications_requestId_idx" ON "notifications"("requestId");

-- AddForeignKey
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_specialtyCode_fkey" FOREIGN KEY ("specialtyCode") REFERENCES "specialties"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practices" ADD CONSTRAINT "practices_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_infos" ADD CONSTRAINT "billing_infos_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interop_authorizations" ADD CONSTRAINT "interop_authorizations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topics" ADD CONSTRAINT "topics_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topics" ADD CONSTRAINT "topics_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_tags" ADD CONSTRAINT "topic_tags_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_tags" ADD CONSTRAINT "topic_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership_topics" ADD CONSTRAINT "membership_topics_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership_topics" ADD CONSTRAINT "membership_topics_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitedProfessionalId_fkey" FOREIGN KEY ("invitedProfessionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_professionals" ADD CONSTRAINT "meeting_professionals_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meetings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_professionals" ADD CONSTRAINT "meeting_professionals_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planning_events" ADD CONSTRAINT "planning_events_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planning_event_topics" ADD CONSTRAINT "planning_event_topics_planningEventId_fkey" FOREIGN KEY ("planningEventId") REFERENCES "planning_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planning_event_topics" ADD CONSTRAINT "planning_event_topics_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "patients" ADD CONSTRAINT "patients_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hospital_encounters" ADD CONSTRAINT "hospital_encounters_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "patients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_senderGroupId_fkey" FOREIGN KEY ("senderGroupId") REFERENCES "groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_senderTopicId_fkey" FOREIGN KEY ("senderTopicId") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_recipientProfessionalId_fkey" FOREIGN KEY ("recipientProfessionalId") REFERENCES "professionals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_recipientGroupId_fkey" FOREIGN KEY ("recipientGroupId") REFERENCES "groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_recipientTopicId_fkey" FOREIGN KEY ("recipientTopicId") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_hospitalEncounterId_fkey" FOREIGN KEY ("hospitalEncounterId") REFERENCES "hospital_encounters"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_consultMeetingId_fkey" FOREIGN KEY ("consultMeetingId") REFERENCES "meetings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_lastEditedById_fkey" FOREIGN KEY ("lastEditedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consults" ADD CONSTRAINT "consults_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consults" ADD CONSTRAINT "consults_billingProfessionalId_fkey" FOREIGN KEY ("billingProfessionalId") REFERENCES "professionals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consults" ADD CONSTRAINT "consults_completedById_fkey" FOREIGN KEY ("completedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consults" ADD CONSTRAINT "consults_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meetings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consults" ADD CONSTRAINT "consults_surveyEditedById_fkey" FOREIGN KEY ("surveyEditedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consult_tags" ADD CONSTRAINT "consult_tags_consultId_fkey" FOREIGN KEY ("consultId") REFERENCES "consults"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consult_tags" ADD CONSTRAINT "consult_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "files" ADD CONSTRAINT "files_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "files" ADD CONSTRAINT "files_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "files" ADD CONSTRAINT "files_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "read_statuses" ADD CONSTRAINT "read_statuses_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "read_statuses" ADD CONSTRAINT "read_statuses_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
