// English texts for the server message codes (see ../errors.messages.ts).
export const errorsUs: Record<string, string> = {
  'error.invalid_parameter': 'Some details are not valid. Check them and try again.',
  'error.not_logged_in': 'Please log in.',
  'error.account_mismatch': 'Your account details do not match. Please log in again.',
  'error.not_found': 'We could not find what you were looking for.',
  'error.system_busy': 'The system is busy. Please try again later.',
  'error.too_frequent': 'Submitted too frequently. Please try again shortly.',
  'error.account_exists': 'This account already exists.',
  'error.account_not_found': 'This account does not exist.',
  'error.inviter_not_found': 'The invite code was not found. Please check it.',
  'error.wrong_account_or_password': 'Wrong account or password.',
  'error.wrong_original_password': 'Your current password is wrong.',
  'error.account_frozen': 'Your account is frozen. Please contact customer service.',
  'error.account_disabled': 'Your account is disabled. Please contact customer service.',
  'error.account_banned': 'Your account is barred from logging in. Please contact customer service.',
  'error.trading_barred':
    'Trading is paused on your account. Please contact customer service through the official support link.',
  'error.withdrawal_barred':
    'Withdrawals are paused on your account. Please contact customer service through the official support link.',
  'error.agreement_required': 'Please read and accept the user agreement.',
  'error.phone_registered': 'This phone number is already registered.',
  'error.wrong_channel_password': 'Wrong channel password.',
  'error.wrong_fund_password': 'Wrong fund password.',
  'error.fund_password_not_set': 'You have not set a fund password. Please set one first.',
  'error.insufficient_balance': 'Insufficient balance.',
  'error.insufficient_available_balance': 'Insufficient available balance.',
  'error.insufficient_withdrawable': 'The amount is more than you can withdraw.',
  'error.outside_deposit_hours': 'Deposits are closed now. Please try again during deposit hours.',
  'error.outside_withdrawal_hours': 'Withdrawals are closed now. Please try again during withdrawal hours.',
  'error.pending_deposit_exists': 'You already have a deposit being processed. Please wait until it completes.',
  'error.kefu_unavailable': 'The customer service link is unavailable. Please try again later.',
  'error.unpaid_loan': 'You have an unpaid loan. Please repay it first.',
  'error.loan_limit_insufficient': 'Your credit limit is not enough for this loan.',
  'error.loan_pending_review': 'You already have a loan application under review. Please wait for the result.',
  'error.repayment_below_minimum': 'The repayment is below the minimum amount.',
  'error.repayment_exceeds_loan': 'The repayment is more than you owe.',
  'error.card_exists': 'This bank account is already registered.',
  'error.card_not_found': 'The bank account was not found.',
  'error.card_not_own_name': 'Only a bank account in your own name can be used.',
  'error.real_name_not_verified': 'Your identity is not verified yet. Please complete identity verification first.',
  'error.real_name_pending': 'Your identity verification is under review. Please wait for the result.',
  'error.order_not_found': 'The order was not found.',
  'error.order_not_holding': 'This order is not an open position.',
  'error.order_not_subscribing': 'This order is not in subscription.',
  'error.order_not_in_review': 'This order is not under review.',
  'error.duplicate_request': 'This was already submitted. Please do not repeat it.',
  'error.idempotency_conflict': 'This request conflicts with an earlier one. Refresh and try again.',
  'error.ipo_already_applied': 'You have already applied for this new share (one application per share).',
  'error.ipo_channel_closed': 'The subscription channel is not open.',
  'error.ipo_not_open_yet': 'The subscription period has not started yet.',
  'error.block_trade_closed': 'The off-floor distribution is closed.',
  'error.daily_limit_reached': 'You have reached today’s purchase limit.',
  'error.block_min_shares': 'The number of shares is below the minimum (at least 100).',
  'error.block_max_shares': 'The number of shares is above the maximum.',
  'error.lockup_period': 'This position is in its lock-up period and cannot be sold yet.',
  'error.t_plus_no_sell': 'Shares bought recently cannot be sold until settlement.',
  'error.listing_date_not_reached': 'The listing date has not been reached.',
  'error.not_trading_time': 'It is not trading time.',
  'error.price_unavailable': 'The stock price is unavailable. Please try again shortly.',
  'error.price_limit_exceeded': 'The price is outside the daily price limit.',
  'error.margin_not_enabled': 'Margin trading is not enabled for your account.',
  'error.wallet_address_exists': 'This wallet address is already registered.',
  'error.wallet_address_missing': 'No wallet address is registered.',
  'error.coin_not_found': 'This coin does not exist or is not available.',
  'error.already_checked_in': 'You have already checked in today.',
  'error.insufficient_checkin_count': 'You do not have enough check-ins.',
  'error.product_closed': 'This product has closed or been withdrawn.',
  'error.lending_quota_full': 'The securities-lending quota is full.',
  'error.upload_failed': 'The file upload failed. Please try again.',
  'error.password_unchanged': 'The new password is the same as the current one. Please choose a different password.',
  'error.fund_password_already_set': 'Your fund password is already set. Use "Change fund password" to change it.',
  'error.fund_password_same_as_login':
    'Your fund password must be different from your login password. Please choose another.',
  'error.real_name_already_verified': 'Your identity is already verified. There is nothing more to submit.',
  'error.card_limit_reached':
    'You can register up to 5 bank accounts. Remove one you no longer use, then add the new one.',
  'error.card_in_use':
    'A withdrawal to this account is still being processed, so it cannot be removed yet. Try again once it is done.',
  'error.upload_invalid_image': 'Please upload a JPEG, PNG or WebP image of 5 MB or less.',
  'error.seat_account': 'You are already an agent (seat account); there is no need to apply again.',
  'error.agent_application_pending':
    'Your agent application is being reviewed. We will send you a message with the result.',
  'error.operator_only': 'This page is for operators only. Log in with an operator account.',
  'error.four_eyes_required': 'A different operator must approve this. Ask another operator to confirm it.',
  'error.review_already_decided': 'This item has already been decided. Refresh the list.',
  'error.admin_item_locked': 'This can no longer be changed at its current stage. Check its status.',
  'error.dates_out_of_order': 'The dates are not in order. Check the start and end dates.',
  'error.ipo_seed_already_committed': 'The draw seed hash has already been committed.',
  'error.ipo_seed_not_committed': 'No draw seed hash has been committed. Commit it first.',
  'error.ipo_draw_not_ready':
    'The IPO is not ready for this step. Check the subscription period, lottery date and offer price.',
  'error.ipo_draw_already_run': 'The lottery has already been run.',
  'error.ipo_draw_not_run': 'The lottery has not been run yet. Run it first.',
  'error.ipo_already_allotted': 'This IPO has already been allotted.',
  'error.pending_reviews_exist': 'Some applications are still pending. Approve or reject them all before closing.',
  'error.basket_weights_invalid': 'The basket is invalid. Use stocks of one market with weights adding up to 100.00%.',
  'error.deposit_amount_out_of_range':
    'The deposit amount is outside the allowed range. Enter an amount within the range shown on the deposit screen.',
  'error.deposit_rejected_no_matching_transfer':
    'We could not find a matching transfer. Check your transfer details and notify the deposit again.',
  'error.deposit_rejected_amount_mismatch':
    'The transferred amount differs from the amount you notified. Notify it again with the correct amount.',
  'error.deposit_rejected_remitter_mismatch':
    'The transfer did not come from an account in your name. Transfer from your own account.',
  'error.deposit_rejected_slip_unreadable':
    'We could not read the transfer slip. Notify the deposit again with a clear image.',
  'error.withdrawal_rejected_bank_returned':
    'The receiving bank returned the transfer; the amount is back in your available cash. Check your bank card details.',
  'error.withdrawal_rejected_card_name_mismatch':
    'The bank account is not in your verified name; the amount is back in your available cash. Register an account in your own name.',
  'error.withdrawal_rejected_compliance_check':
    'This withdrawal was not paid after a compliance check; the amount is back in your available cash. Contact official support. We never ask for payment to release a withdrawal.',
  'error.exchange_same_currency': 'Choose different currencies to exchange from and to.',
  'error.quote_expired': 'The quote has expired. Get a new quote.',
  'error.loan_amount_below_minimum': 'The amount is below the minimum draw. Enter at least the minimum amount.',
  'error.loan_rejected_insufficient_collateral':
    'Not approved because your collateral no longer covers the amount. Check your available limit and apply again.',
  'error.loan_rejected_score_below_minimum':
    'Your credit score is below the minimum to borrow. See the score factors for how to improve it.',
  'error.instrument_not_found': 'Stock not found. Check the code and market, then search again.',
  'error.invalid_tick_size': 'The price is not on the tick size. Enter a price in steps of the tick size.',
  'error.invalid_lot_size': 'The quantity does not match the trading unit. Enter a multiple of the trading unit.',
  'error.leverage_not_allowed': 'This leverage is not offered. Choose one of the listed multiples.',
  'error.order_not_working':
    'This order is already filled, cancelled or expired and cannot be cancelled. Refresh your orders.',
  'error.cash_day_trade_restricted':
    'You cannot re-buy a stock today with the proceeds of selling it today. Order on the next trading day or use other funds.',
  'error.watchlist_exists': 'This stock is already in your watchlist.',
  'error.watchlist_full': 'A watchlist holds up to 100 stocks per market. Remove some before adding more.',
  'error.watchlist_changed': 'Your watchlist has changed. Refresh it and reorder again.',
  'error.ipo_lots_over_limit': 'That is more lots than this IPO allows per account. Enter fewer lots.',
  'error.ipo_deadline_passed':
    'The application deadline has passed, so it can no longer be cancelled. Wait for the draw result.',
  'error.block_lot_multiple': 'Enter the number of shares in multiples of the trading unit (100 shares).',
  'error.follow_below_minimum': 'Enter at least the minimum investment for this product.',
  'error.daytrade_fund_below_minimum':
    'The participation fund is below the minimum. Enter at least the minimum amount.',
  'error.daytrade_application_exists':
    'You already have a day-trade application. Wait for its review or use your current day-trade account.',
  'error.daytrade_buying_power_exceeded':
    'This order needs more margin than you have available. Enter fewer shares or close a position first.',
  'error.daytrade_positions_open':
    "You still have open day-trade positions or orders. Close them first, or wait for the automatic close at the session's end.",
  'error.daytrade_debt_outstanding':
    'A day-trade loss beyond your fund is still owed. Deposit cash to cover it before placing new orders.',
  'error.identity_rejected_image_unreadable':
    'We could not read your ID images. Please take clear photos of both sides and submit again.',
  'error.identity_rejected_document_expired':
    'Your ID document has expired. Please submit again with a valid document.',
  'error.identity_rejected_name_mismatch':
    'The name you entered does not match your ID document. Please enter it exactly as shown on the document and submit again.',
  'error.identity_rejected_id_number_mismatch':
    'The ID number you entered does not match your ID document. Please check the number and submit again.',
  'error.identity_rejected_document_unsupported':
    "This type of document is not accepted. Please submit again with a My Number card, driver's licence or passport.",
  'error.review_rejected_other': 'Your application was not approved. Please see the note from our staff for details.',
  'error.block_rejected_insufficient_collateral':
    'Not approved because the held funds no longer cover the application; the amount is back in your available cash. Check your balance and apply again.',
  'error.block_rejected_eligibility_not_met':
    'Your account cannot take part in this distribution; the amount is back in your available cash.',
  'error.block_rejected_duplicate_application':
    'You already have an application for this stock today; the amount is back in your available cash. Please check your existing application.',
  'error.block_rejected_distribution_cancelled':
    'This distribution was cancelled; the amount is back in your available cash.',
  'error.daytrade_rejected_insufficient_collateral':
    'Not approved because the participation fund is below the minimum; the amount is back in your available cash. Apply again with at least the minimum amount.',
  'error.daytrade_rejected_identity_not_verified':
    'Not approved because your identity verification is not complete; the amount is back in your available cash. Complete it, then apply again.',
  'error.daytrade_rejected_suitability_not_met':
    'Not approved because your declared experience or assets do not meet the suitability rules for margin trading; the amount is back in your available cash.',
  'error.daytrade_rejected_account_restricted':
    'Not approved because your account is currently restricted from trading; the amount is back in your available cash. Please contact official support.',
  'error.agent_rejected_eligibility_not_met':
    'Not approved: your account does not meet the agent programme’s rules yet. Please apply again later.',
  'error.agent_rejected_account_restricted':
    'Not approved because your account is currently restricted. Please contact customer service through the official support link.',
  'error.password_too_common':
    'This password is too easy to guess. Choose a longer one that you do not use anywhere else.',
  'error.passkey_required': 'This needs a passkey. Add one under Security first.',
  'error.passkey_sign_in_required': 'Your password is right. Now confirm with your passkey.',
  'error.step_up_required': 'For your security, confirm with your passkey, then try again.',
  'error.passkey_verification_failed':
    'The passkey could not be verified. Try again with a passkey registered to your account.',
  'error.passkey_not_found': 'This passkey was not found. Please reload the page.',
  'error.passkey_already_registered': 'This passkey is already registered.',
  'error.passkey_limit_reached':
    'You can register up to 10 passkeys. Remove one you no longer use, then add the new one.',
  'error.sign_in_expired': 'The login timed out. Please log in with your password again.',
  'error.recovery_code_invalid': 'The recovery code is wrong or has already been used.',
  'error.factor_reset_pending': 'A factor reset for this customer is already waiting for approval.',
  'error.no_factors_to_reset': 'This customer has no passkeys or recovery codes to reset.',
};
