import type { CallDef } from '../call.ts';
import { trackEvents } from './analytics/track.ts';
import { getTime } from './common/get-time.ts';
import { getPageData } from './content/get-page-data.ts';
import { getDisclaimerInfoByMsgId } from './disclaimer/get-disclaimer-info.ts';
import { checkRiskDevice } from './risk/device.ts';
import { getSystemParam } from './system/param.ts';
import { getSmsVerificationCode } from './sms/get-sms-verification-code.ts';
import { verifySmsVerificationCode } from './sms/verify-sms-verification-code.ts';
import { passwordLogin } from './auth/password-login.ts';
import { phoneLogin } from './auth/phone-login.ts';
import { register } from './auth/register.ts';
import { scanFaceTicket } from './face/scan-ticket.ts';
import { submitFacePhoto } from './face/submit-photo.ts';
import { getResetVerifyQrCode } from './password/get-verify-qr-code.ts';
import { getResetVerifyQrCodeStatus } from './password/get-verify-qr-code-status.ts';
import { getModifyPasswordSmsCode } from './password/modify-password-new-sms.ts';
import { modifyPasswordNew } from './password/modify-password-new.ts';
import { resetPasswordByFace } from './password/modify-pwd.ts';
import { queryResetAccountInfo } from './password/query-account-info.ts';
import { resetPassword } from './password/reset-password.ts';
import { verifyResetIdentity } from './password/verify-reset-identity.ts';
import { verifyResetUserInfo } from './password/verify-user-info.ts';
import { queryLoginHistory } from './personal/login-history.ts';
import { setCareMode } from './personal/care-mode.ts';
import { modifyPassword } from './personal/modify-password.ts';
import { queryUserInfo } from './personal/query-user-info.ts';
import { isLogin } from './session/is-login.ts';
import { logout } from './session/logout.ts';
import { getUserStatus } from './session/user-status.ts';
import { checkLogin } from './session/check-login.ts';
import { getQrCode } from './qr-login/get-qr-code.ts';
import { getQrCodeStatus } from './qr-login/get-qr-code-status.ts';
import { scanQrCode } from './qr-login/scan-qr-code.ts';
import { confirmQrCode } from './qr-login/confirm-qr-code.ts';
import { cancelQrCode } from './qr-login/cancel-qr-code.ts';
import { openLogin } from './open-identity/open-login.ts';
import { workspaceGenerateSt, workspaceLogin } from './workspace/workspace-login.ts';
import { cancelUser, checkLoginPassword, modifyPhone, modifyUserInfo } from './personal/account-changes.ts';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from './personal/account-sms.ts';
import { staffLogin } from './staff/staff-login.ts';
import { staffLogout } from './staff/staff-logout.ts';
import { staffProfile } from './staff/staff-profile.ts';
import { staffStatus } from './staff/staff-status.ts';
import { submitFeedback } from './feedback/submit-feedback.ts';
import { feedbackList } from './operator/feedback-list.ts';
import { feedbackDetail } from './operator/feedback-detail.ts';
import { feedbackUpdate } from './operator/feedback-update.ts';
import { getCustomerSetting } from './customer-service/get-customer-setting.ts';
import { establishConnection } from './customer-service/establish-connection.ts';
import { staffResponse } from './customer-service/staff-response.ts';
import { searchAnswer } from './customer-service/search-answer.ts';
import { disconnect } from './customer-service/disconnect.ts';
import { leaveMessage } from './customer-service/leave-message.ts';
import { searchEvaluateList } from './customer-service/search-evaluate-list.ts';
import { submitEvaluate } from './customer-service/submit-evaluate.ts';
import { uploadImage } from './customer-service/upload-image.ts';
import { chatImage } from './customer-service/chat-image.ts';
import { deskSendImage } from './desk/desk-send-image.ts';
import { deskOverview } from './desk/desk-overview.ts';
import { deskSetStatus } from './desk/desk-set-status.ts';
import { deskAccept } from './desk/desk-accept.ts';
import { deskConversation } from './desk/desk-conversation.ts';
import { deskSend } from './desk/desk-send.ts';
import { deskEnd } from './desk/desk-end.ts';
import { deskTransfer } from './desk/desk-transfer.ts';
import { deskAgents } from './desk/desk-agents.ts';
import { deskCannedReplies } from './desk/desk-canned-replies.ts';
import { deskHistory } from './desk/desk-history.ts';
import { deskLeftMessages } from './desk/desk-left-messages.ts';
import { getChatSettings, saveChatSettings } from './operator/chat-settings.ts';
import { chatRatings } from './operator/chat-ratings.ts';

import { askQuestion } from './customer-service/ask-question.ts';
import { evaluateAndFeedback } from './customer-service/evaluate-and-feedback.ts';
import { findAll } from './customer-service/find-all.ts';
import { knowledgeList } from './operator/knowledge-list.ts';
import { knowledgeGet } from './operator/knowledge-get.ts';
import { knowledgeCreate } from './operator/knowledge-create.ts';
import { knowledgeUpdate } from './operator/knowledge-update.ts';
import { knowledgeSetEnabled } from './operator/knowledge-set-enabled.ts';
import { knowledgeDelete } from './operator/knowledge-delete.ts';
import { knowledgeStats } from './operator/knowledge-stats.ts';
// imports: articles (issue 5)
import { news } from './articles/news.ts';
import { articlesList } from './articles/articles-list.ts';
import { getNoticeList } from './articles/notice-list.ts';
import { getSimpleNoticeList } from './articles/simple-notice-list.ts';
import { articleDetail } from './articles/article-detail.ts';
import { operatorArticleList } from './articles/operator-article-list.ts';
import { operatorArticleCreate, operatorArticleUpdate } from './articles/operator-article-save.ts';
import { operatorArticleDelete, operatorArticleSetStatus } from './articles/operator-article-status.ts';
// end imports: articles
// imports: documents (issue 5)
import { docList } from './documents/doc-list.ts';
import { docKeywordSearch } from './documents/doc-keyword-search.ts';
import { docFuzzySearch } from './documents/doc-fuzzy-search.ts';
import { operatorDocDownload, pdfDownload } from './documents/pdf-download.ts';
import { guideDetail, guideTopics } from './documents/guide-calls.ts';
import { operatorDocGet, operatorDocList, operatorDocSave, operatorDocSetStatus } from './documents/operator-documents.ts';
import { operatorGuideList, operatorGuideSave, operatorGuideSetStatus } from './documents/operator-guides.ts';
import { operatorDisclaimerList, operatorDisclaimerSave } from './documents/operator-disclaimers.ts';
// end imports: documents
// imports: products (issue 5)
import { productListByTypes } from './products/product-list-by-types.ts';
import { queryProductListByIds } from './products/query-product-list-by-ids.ts';
import { productList } from './products/product-list.ts';
import { productQuery } from './products/product-query.ts';
import { getFundByProCode } from './products/get-fund-by-pro-code.ts';
import { initFundList } from './products/init-fund-list.ts';
import { pmdQueryCur } from './products/pmd-query-cur.ts';
import { operatorProductList, operatorProductSave, operatorProductSetStatus } from './products/operator-products.ts';
import { operatorFundList, operatorFundSave, operatorFundSetStatus } from './products/operator-funds.ts';
import { operatorForexList } from './products/operator-forex.ts';
import { operatorImport, operatorImportTemplate } from './products/operator-import.ts';
// end imports: products
// imports: console (issue 5)
import { consolePageList } from './console/page-list.ts';
import { consolePageGet } from './console/page-get.ts';
import { consolePageSaveDraft } from './console/page-save-draft.ts';
import { consolePageDiscardDraft } from './console/page-discard-draft.ts';
import { consolePagePublish } from './console/page-publish.ts';
import { consolePageVersions, consolePageVersionGet } from './console/page-versions.ts';
import { consolePageRollback } from './console/page-rollback.ts';
import { pageSelect, pageEbankSelect } from './console/page-select.ts';
import { consoleImageUpload } from './console/image-upload.ts';
import { consoleAuditList, consoleAuditGet } from './console/audit-list.ts';
import { consoleSystemParams, consoleSystemParamUpdate } from './console/system-params.ts';
// end imports: console
// imports: insight (issue 5)
import { analyticsReport } from './insight/analytics-report.ts';
import { searchFunctions } from './insight/function-search.ts';
import { getSiteSearchAddress } from './insight/site-search.ts';
// end imports: insight
// imports: login-pages (issue 5)
import { getAppLoginConfig } from './login-pages/get-app-login-config.ts';
import { deleteLoginPage, listLoginPages, saveLoginPage } from './login-pages/operator-login-pages.ts';
import { selectLoginPage } from './login-pages/select-page.ts';
// end imports: login-pages
// imports: branches (issue 20)
import { branchSearch } from './branches/branch-search.ts';
import { operatorBranchCreate, operatorBranchList, operatorBranchSetActive, operatorBranchUpdate } from './branches/operator-branches.ts';
// end imports: branches
// imports: real-name (issue 21)
import { beforeRealNameAuth } from './real-name/before-auth.ts';
import { cancelRealNameAuth } from './real-name/cancel-auth.ts';
import { checkRealNameFaceResult } from './real-name/check-face-recognition-result.ts';
import { getRealNameVerifyQrCodeStatus } from './real-name/get-verify-qr-code-status.ts';
import { getRealNameVerifyQrCode } from './real-name/get-verify-qr-code.ts';
import { getUserThreeElement } from './real-name/get-user-three-element.ts';
import { realNameAuthState } from './real-name/phone-auth-service.ts';
import { realNamePhoneAuth } from './real-name/phone-auth.ts';
import { sendRealNamePhoneCode } from './real-name/send-phone-code.ts';
import { weakNameBind } from './real-name/weak-name-bind.ts';
// end imports: real-name
// imports: identity review (issue 21)
import { identityReviewList } from './identity-review/review-queue.ts';
import { identityReviewDetail } from './identity-review/review-detail.ts';
import { identityReviewApprove, identityReviewReject } from './identity-review/review-decide.ts';
import { enterpriseRegistryList, personRegistryList } from './identity-review/registry-list.ts';
import { registryImport, registryImportTemplate } from './identity-review/registry-import.ts';
// end imports: identity review
// imports: enterprise authentication (issue 21)
import { entpAuthService } from './enterprise-auth/auth-service.ts';
import { checkEntpFaceResult, entpScanCode, getEntpVerifyQrCode } from './enterprise-auth/face-check.ts';
import { getEnterpriseInfo } from './enterprise-auth/get-enterprise-info.ts';
import { listMyEnterprises } from './enterprise-auth/list-my-enterprises.ts';
import { deleteEntpBinding, updateEntpAuth } from './enterprise-auth/manage.ts';
import { queryEntpName, queryPersonalEntpName } from './enterprise-auth/query-entp-name.ts';
import { submitEnterpriseCredentials } from './enterprise-auth/submit-credentials.ts';
// end imports: enterprise authentication
// imports: unified login (issue 22)
import {
  getOldLoginAddress,
  operatorUnifiedSystemList,
  operatorUnifiedSystemUpdate,
  unifyLoginEntryList,
  unifyLoginInfoList,
  webAuthGenerateSt,
} from './unified-login/unified-login.ts';
// end imports: unified login
// imports: certificates (issue 22)
import { getCertLoginToken, getCertSignedToken, verifyCertLogin } from './certificates/cert-login.ts';
import { certCheckSignData, certExtend, certGetCert, certList, certRevoke, certSendMessage, certValidateTel, certVerifyTel } from './certificates/cert-manage.ts';
// end imports: certificates
// imports: staff and account relationships (issue 23)
import { queryDictionaryCode } from './inquirers/dictionary.ts';
import { decideInquirerChange, operationInquirerInformation, queryInquirerChanges, queryInquirerInformation, withdrawInquirerChange } from './inquirers/inquirers.ts';
import { operationAssociationRelationship, queryAccountAssociationRelationship, queryAllAccountAssociationRelationship } from './inquirers/relations.ts';
import { userInfoVerify } from './inquirers/user-info.ts';
// end imports: staff and account relationships
// imports: account flow (issue 23)
import { queryBatchAccountFlow, queryFlowAccounts, querySingleAccountFlow } from './account-flow/query.ts';
// end imports: account flow
// imports: account statements (issue 23)
import { batchPrintAndExport, singlePrintAndExport } from './account-flow/query.ts';
import { operatorExportAccountFlow } from './account-flow/bulk-export.ts';
// end imports: account statements
// imports: invoice check (issue 24)
import { invNoAuth, invoiceCheckHistory, uploadFile as invoiceUploadFile, uploadPicture as invoiceUploadPicture } from './invoice-check/invoice-auth.ts';
import { invoiceRegistryImport, invoiceRegistrySummary, invoiceRegistryTemplate } from './invoice-check/registry-import.ts';
// end imports: invoice check
// imports: check tools (issue 24)
import { selectGuarantee } from './checks/guarantee.ts';
import { electriProgress, paperProgress, paperReturnUrl } from './checks/confirmation.ts';
import { signatureVerification } from './checks/seal.ts';
import { checkImport, checkImportTemplate, checkRegistryCounts } from './checks/import-fields.ts';
// end imports: check tools
// imports: environmental-benefit estimate (issue 24)
import { discern, envBenefitCal, envBenefitCalForLoan, envModelList, envParam } from './green-finance/env-calls.ts';
import { operatorEnvFactorDelete, operatorEnvFactorList, operatorEnvFactorSave } from './green-finance/env-factors-console.ts';
// end imports: environmental-benefit estimate
// imports: carbon account (issue 24)
import {
  carbideAsset,
  carbideEmission,
  carbideEmissionHistory,
  carbideEmissionReduction,
  deleteCarbideEmission,
  deleteCarbideEmissionReduction,
  exportCarbideEmission,
  saveCarbideAsset,
  saveCarbideEmission,
  saveCarbideEmissionReduction,
} from './carbon/calls.ts';
// end imports: carbon account
// imports: open platform apply (issue 26)
import { openApiAdminGrant, openApiAdminList, openApiAdminRevoke } from './open-platform/apply/admins.ts';
import {
  openApiApplicationDetail,
  openApiApplicationList,
  openApiApplicationWithdraw,
  openApiApply,
  openApiApplyOptions,
  openApiProductionRequest,
} from './open-platform/apply/applications.ts';
import { operatorOpenApiApplication, operatorOpenApiApplications, operatorOpenApiReview } from './open-platform/apply/review-console.ts';
import { openApiEnterprises } from './open-platform/apply/enterprises.ts';
import { openApiServiceSetting, openApiServiceSettingSave } from './open-platform/apply/service-setting.ts';
// end imports: open platform apply
// imports: open platform catalogue (issue 26)
import { catalogueAnswers, catalogueFiles, catalogueMenu, catalogueOfficialQuestions, cataloguePlatformConfig, cataloguePlatformTree, catalogueTypes } from './open-platform/catalogue/catalogue-calls.ts';
import { operatorCatalogueFeedbackAnswer, operatorCatalogueFeedbackList, operatorCatalogueFeedbackScreenshot, operatorConsultList, operatorConsultUpdate, operatorQuestionWithdraw } from './open-platform/catalogue/console-calls.ts';
import { catalogueFeedback, categoryConsult } from './open-platform/catalogue/form-calls.ts';
// end imports: open platform catalogue
// imports: rights (issue 25)
import { myRights, rightUsageRecords } from './rights/rights.ts';
import { operatorRightGrant, operatorRightRevoke, operatorRightsList, operatorRightUsages, operatorRightUse } from './rights/rights-console.ts';
import { activityEnrol, activityList, activityWithdraw, myEnrolments } from './activities/activities.ts';
import { operatorActivityEnrolments, operatorActivityList, operatorActivityPublish, operatorActivitySave } from './activities/activities-console.ts';
import { printerAccounts, printerResetPassword, printerSendCode } from './receipt-printer/receipt-printer.ts';
// end imports: rights
// imports: eseal (issue 24)
import { signaturePdfVerification } from './seal-pdf/seal-pdf.ts';
import { envEstimate, saveEnvEstimate, saveEstimateReduction } from './carbon/estimates.ts';
// end imports: eseal
// imports: workspace (issue 25)
import {
  workspaceConfigAll,
  workspaceDefaultLoginChannel,
  workspaceDefaultLoginChannelUpdate,
  workspaceFunctionAdd,
  workspaceFunctionList,
  workspaceFunctionRemove,
  workspaceFunctionSort,
} from './workspace/workspace-config.ts';
import { wyQrqmDecide, wyQrqmDetail } from './wy-qrqm/wy-qrqm.ts';
// end imports: workspace
// open platform sandbox (issue 26)
import {
  openApiCredentials,
  openApiIssueCredential,
  openApiRevokeCredential,
  openApiRotateSecret,
  openApiSetIpAllowList,
  openApiSetPublicKey,
  openApiUsage,
} from './open-platform/sandbox/credentials.ts';
import { operatorOpenApiUsage } from './open-platform/sandbox/usage-console.ts';
// end open platform sandbox
// imports: special assets (issue 25)
import { assetDetailQuery, assetListQuery, homePage, homePageAsset, orgQuery, thinkLike } from './special-assets/public-queries.ts';
import { assetInquiry, cancelFavoriteAsset, favoriteAsset, getInquirySmsCode, queryFavoriteAsset } from './special-assets/customer-calls.ts';
import {
  staffAssetGet,
  staffAssetImport,
  staffAssetList,
  staffAssetPictureDelete,
  staffAssetPictureUpload,
  staffAssetSave,
  staffInquiryList,
  staffInquiryUpdate,
  staffOrgList,
  staffOrgSave,
} from './special-assets/staff-calls.ts';
// end imports: special assets
/**
 * Every call with its name, for generated documentation and coverage checks. Screens and
 * routes import the call files directly, never this list.
 */
export const ALL_CALLS: Record<string, CallDef> = {
  getTime,
  getPageData,
  getDisclaimerInfoByMsgId,
  getSystemParam,
  checkRiskDevice,
  trackEvents,
  getSmsVerificationCode,
  verifySmsVerificationCode,
  passwordLogin,
  phoneLogin,
  register,
  verifyResetIdentity,
  resetPassword,
  queryResetAccountInfo,
  verifyResetUserInfo,
  getResetVerifyQrCode,
  getResetVerifyQrCodeStatus,
  resetPasswordByFace,
  scanFaceTicket,
  submitFacePhoto,
  getModifyPasswordSmsCode,
  modifyPasswordNew,
  getUserStatus,
  checkLogin,
  isLogin,
  logout,
  queryUserInfo,
  queryLoginHistory,
  modifyPassword,
  setCareMode,
  getQrCode,
  getQrCodeStatus,
  scanQrCode,
  confirmQrCode,
  cancelQrCode,
  openLogin,
  workspaceLogin,
  workspaceGenerateSt,
  sendAccountSmsCode,
  sendNewPhoneSmsCode,
  modifyPhone,
  modifyUserInfo,
  checkLoginPassword,
  cancelUser,
  staffLogin,
  staffStatus,
  staffLogout,
  staffProfile,
  getCustomerSetting,
  establishConnection,
  staffResponse,
  searchAnswer,
  disconnect,
  leaveMessage,
  searchEvaluateList,
  submitEvaluate,
  uploadImage,
  chatImage,
  deskSendImage,
  deskOverview,
  deskSetStatus,
  deskAccept,
  deskConversation,
  deskSend,
  deskEnd,
  deskTransfer,
  deskAgents,
  deskCannedReplies,
  deskHistory,
  deskLeftMessages,
  getChatSettings,
  saveChatSettings,
  chatRatings,
  submitFeedback,
  feedbackList,
  feedbackDetail,
  feedbackUpdate,
  askQuestion,
  evaluateAndFeedback,
  findAll,
  knowledgeList,
  knowledgeGet,
  knowledgeCreate,
  knowledgeUpdate,
  knowledgeSetEnabled,
  knowledgeDelete,
  knowledgeStats,
  // calls: articles (issue 5)
  news,
  articlesList,
  getNoticeList,
  getSimpleNoticeList,
  articleDetail,
  operatorArticleList,
  operatorArticleCreate,
  operatorArticleUpdate,
  operatorArticleSetStatus,
  operatorArticleDelete,
  // end calls: articles
  // calls: documents (issue 5)
  docList,
  docKeywordSearch,
  docFuzzySearch,
  pdfDownload,
  guideTopics,
  guideDetail,
  operatorDocList,
  operatorDocGet,
  operatorDocSave,
  operatorDocSetStatus,
  operatorDocDownload,
  operatorGuideList,
  operatorGuideSave,
  operatorGuideSetStatus,
  operatorDisclaimerList,
  operatorDisclaimerSave,
  // end calls: documents
  // calls: products (issue 5)
  productListByTypes,
  queryProductListByIds,
  productList,
  productQuery,
  getFundByProCode,
  initFundList,
  pmdQueryCur,
  operatorProductList,
  operatorProductSave,
  operatorProductSetStatus,
  operatorFundList,
  operatorFundSave,
  operatorFundSetStatus,
  operatorForexList,
  operatorImport,
  operatorImportTemplate,
  // end calls: products
  // calls: console (issue 5)
  consolePageList,
  consolePageGet,
  consolePageSaveDraft,
  consolePageDiscardDraft,
  consolePagePublish,
  consolePageVersions,
  consolePageVersionGet,
  consolePageRollback,
  pageSelect,
  pageEbankSelect,
  consoleImageUpload,
  consoleAuditList,
  consoleAuditGet,
  consoleSystemParams,
  consoleSystemParamUpdate,
  // end calls: console
  // calls: insight (issue 5)
  searchFunctions,
  getSiteSearchAddress,
  analyticsReport,
  // end calls: insight
  // calls: login-pages (issue 5)
  selectLoginPage,
  getAppLoginConfig,
  listLoginPages,
  saveLoginPage,
  deleteLoginPage,
  // end calls: login-pages
  // calls: branches (issue 20)
  branchSearch,
  operatorBranchList,
  operatorBranchCreate,
  operatorBranchUpdate,
  operatorBranchSetActive,
  // end calls: branches
  // calls: real-name (issue 21)
  beforeRealNameAuth,
  realNamePhoneAuth,
  realNameAuthState,
  getRealNameVerifyQrCode,
  getRealNameVerifyQrCodeStatus,
  checkRealNameFaceResult,
  cancelRealNameAuth,
  getUserThreeElement,
  weakNameBind,
  sendRealNamePhoneCode,
  // end calls: real-name
  // calls: identity review (issue 21)
  identityReviewList,
  identityReviewDetail,
  identityReviewApprove,
  identityReviewReject,
  personRegistryList,
  enterpriseRegistryList,
  registryImport,
  registryImportTemplate,
  // end calls: identity review
  // calls: enterprise authentication (issue 21)
  queryEntpName,
  queryPersonalEntpName,
  getEnterpriseInfo,
  listMyEnterprises,
  submitEnterpriseCredentials,
  getEntpVerifyQrCode,
  entpScanCode,
  checkEntpFaceResult,
  entpAuthService,
  updateEntpAuth,
  deleteEntpBinding,
  // end calls: enterprise authentication
  // calls: unified login (issue 22)
  unifyLoginInfoList,
  unifyLoginEntryList,
  webAuthGenerateSt,
  getOldLoginAddress,
  operatorUnifiedSystemList,
  operatorUnifiedSystemUpdate,
  // end calls: unified login
  // certificates (issue 22)
  getCertLoginToken,
  getCertSignedToken,
  verifyCertLogin,
  certValidateTel,
  certSendMessage,
  certVerifyTel,
  certGetCert,
  certExtend,
  certCheckSignData,
  certList,
  certRevoke,
  // end certificates
  // calls: staff and account relationships (issue 23)
  userInfoVerify,
  queryInquirerInformation,
  operationInquirerInformation,
  queryInquirerChanges,
  decideInquirerChange,
  withdrawInquirerChange,
  queryDictionaryCode,
  queryAccountAssociationRelationship,
  queryAllAccountAssociationRelationship,
  operationAssociationRelationship,
  // end calls: staff and account relationships
  // calls: account flow (issue 23)
  queryFlowAccounts,
  querySingleAccountFlow,
  queryBatchAccountFlow,
  // end calls: account flow
  // calls: account statements (issue 23)
  singlePrintAndExport,
  batchPrintAndExport,
  operatorExportAccountFlow,
  // end calls: account statements
  // calls: invoice check (issue 24)
  invNoAuth,
  invoiceUploadPicture,
  invoiceUploadFile,
  invoiceCheckHistory,
  invoiceRegistryImport,
  invoiceRegistryTemplate,
  invoiceRegistrySummary,
  // end calls: invoice check
  // calls: check tools (issue 24)
  selectGuarantee,
  paperProgress,
  electriProgress,
  paperReturnUrl,
  signatureVerification,
  checkImport,
  checkImportTemplate,
  checkRegistryCounts,
  // end calls: check tools
  // calls: environmental-benefit estimate (issue 24)
  envModelList,
  envParam,
  envBenefitCal,
  envBenefitCalForLoan,
  discern,
  operatorEnvFactorList,
  operatorEnvFactorSave,
  operatorEnvFactorDelete,
  // end calls: environmental-benefit estimate
  // calls: carbon account (issue 24)
  carbideEmission,
  saveCarbideEmission,
  deleteCarbideEmission,
  carbideEmissionHistory,
  exportCarbideEmission,
  carbideEmissionReduction,
  saveCarbideEmissionReduction,
  deleteCarbideEmissionReduction,
  carbideAsset,
  saveCarbideAsset,
  // end calls: carbon account
  // calls: open platform catalogue (issue 26)
  catalogueTypes,
  catalogueMenu,
  cataloguePlatformTree,
  cataloguePlatformConfig,
  catalogueFiles,
  catalogueOfficialQuestions,
  catalogueAnswers,
  catalogueFeedback,
  categoryConsult,
  operatorCatalogueFeedbackList,
  operatorCatalogueFeedbackAnswer,
  operatorCatalogueFeedbackScreenshot,
  operatorQuestionWithdraw,
  operatorConsultList,
  operatorConsultUpdate,
  // end calls: open platform catalogue
  // calls: rights (issue 25)
  myRights,
  rightUsageRecords,
  operatorRightsList,
  operatorRightGrant,
  operatorRightRevoke,
  operatorRightUse,
  operatorRightUsages,
  activityList,
  activityEnrol,
  activityWithdraw,
  myEnrolments,
  operatorActivityList,
  operatorActivitySave,
  operatorActivityPublish,
  operatorActivityEnrolments,
  printerAccounts,
  printerSendCode,
  printerResetPassword,
  // end calls: rights
  // calls: eseal (issue 24)
  signaturePdfVerification,
  saveEnvEstimate,
  envEstimate,
  saveEstimateReduction,
  // end calls: eseal
  // calls: workspace (issue 25)
  workspaceConfigAll,
  workspaceFunctionList,
  workspaceFunctionSort,
  workspaceFunctionAdd,
  workspaceFunctionRemove,
  workspaceDefaultLoginChannel,
  workspaceDefaultLoginChannelUpdate,
  wyQrqmDetail,
  wyQrqmDecide,
  // end calls: workspace
  // calls: special assets (issue 25)
  homePage,
  homePageAsset,
  assetListQuery,
  assetDetailQuery,
  thinkLike,
  orgQuery,
  favoriteAsset,
  cancelFavoriteAsset,
  queryFavoriteAsset,
  assetInquiry,
  getInquirySmsCode,
  staffAssetList,
  staffAssetGet,
  staffAssetSave,
  staffAssetPictureUpload,
  staffAssetPictureDelete,
  staffAssetImport,
  staffOrgList,
  staffOrgSave,
  staffInquiryList,
  staffInquiryUpdate,
  // end calls: special assets
  // calls: open platform apply (issue 26)
  openApiApplyOptions,
  openApiApply,
  openApiApplicationList,
  openApiApplicationDetail,
  openApiApplicationWithdraw,
  openApiProductionRequest,
  openApiAdminList,
  openApiAdminGrant,
  openApiAdminRevoke,
  openApiEnterprises,
  openApiServiceSetting,
  openApiServiceSettingSave,
  operatorOpenApiApplications,
  operatorOpenApiApplication,
  operatorOpenApiReview,
  // end calls: open platform apply
  // open platform sandbox (issue 26)
  openApiCredentials,
  openApiIssueCredential,
  openApiRotateSecret,
  openApiRevokeCredential,
  openApiSetPublicKey,
  openApiSetIpAllowList,
  openApiUsage,
  operatorOpenApiUsage,
  // end open platform sandbox
};
