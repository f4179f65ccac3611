import { defineMessages } from 'react-intl';

export const drawVerifyScreenMessages = defineMessages({
  title: {
    id: 'ui.drawVerifyScreen.title',
    defaultMessage: '抽選の検証',
    description: 'Screen title: verify an IPO draw',
  },
  intro: {
    id: 'ui.drawVerifyScreen.intro',
    defaultMessage:
      '公開されたシードと応募一覧から、この端末で抽選をやり直し、公開された結果と一致するかを確かめます。当社のサーバーの計算結果は使いません。',
    description: 'What the verification does: re-runs the draw on this device from the published data',
  },
  published: {
    id: 'ui.drawVerifyScreen.published',
    defaultMessage: '公開された抽選の情報',
    description: 'Section heading: the published draw',
  },
  seedNotPublished: {
    id: 'ui.drawVerifyScreen.seedNotPublished',
    defaultMessage: 'まだ公開されていません（抽選後に公開）',
    description: 'The seed is not published yet',
  },
  lotsAvailable: {
    id: 'ui.drawVerifyScreen.lotsAvailable',
    defaultMessage: '配分する口数',
    description: 'Term: lots available in the draw',
  },
  entryCount: { id: 'ui.drawVerifyScreen.entryCount', defaultMessage: '応募数', description: 'Term: entries' },
  entryCountValue: {
    id: 'ui.drawVerifyScreen.entryCountValue',
    defaultMessage: '{count}件',
    description: 'A number of entries (formatted)',
  },
  steps: {
    id: 'ui.drawVerifyScreen.steps',
    defaultMessage: '検証の手順',
    description: 'Section heading: the verification steps',
  },
  stepSeed: {
    id: 'ui.drawVerifyScreen.stepSeed',
    defaultMessage: 'シードのハッシュが公約と一致する',
    description: 'Step: SHA-256 of the published seed equals the committed seed hash',
  },
  stepEntries: {
    id: 'ui.drawVerifyScreen.stepEntries',
    defaultMessage: '応募一覧のハッシュが公開値と一致する',
    description: 'Step: SHA-256 of the published entries equals the entries hash',
  },
  stepRerun: {
    id: 'ui.drawVerifyScreen.stepRerun',
    defaultMessage: 'やり直した抽選の順位と口数がすべて一致する',
    description: 'Step: the re-run gives every entry the same rank and lots',
  },
  stepMine: {
    id: 'ui.drawVerifyScreen.stepMine',
    defaultMessage: 'あなたの応募',
    description: 'Step: the user’s own entry in the re-run',
  },
  statePending: {
    id: 'ui.drawVerifyScreen.statePending',
    defaultMessage: '未実行',
    description: 'Step state: not run',
  },
  stateWorking: {
    id: 'ui.drawVerifyScreen.stateWorking',
    defaultMessage: '確認中',
    description: 'Step state: running',
  },
  statePass: { id: 'ui.drawVerifyScreen.statePass', defaultMessage: '一致', description: 'Step state: matches' },
  stateFail: {
    id: 'ui.drawVerifyScreen.stateFail',
    defaultMessage: '不一致',
    description: 'Step state: does not match',
  },
  computed: {
    id: 'ui.drawVerifyScreen.computed',
    defaultMessage: 'この端末で計算した値',
    description: 'Label of a hash computed on the device (shown when it differs)',
  },
  needsSeed: {
    id: 'ui.drawVerifyScreen.needsSeed',
    defaultMessage: 'シードの公開後に確認できます。',
    description: 'The step needs the seed, which is not published yet',
  },
  needsEntries: {
    id: 'ui.drawVerifyScreen.needsEntries',
    defaultMessage: '応募一覧の公開後に確認できます。',
    description: 'The step needs the entry list, which is not published yet',
  },
  rerunCounts: {
    id: 'ui.drawVerifyScreen.rerunCounts',
    defaultMessage: '{checked, number}件を照合・当選{winners, number}件',
    description: 'Entries checked and winners in the re-run (formatted)',
  },
  mismatches: {
    id: 'ui.drawVerifyScreen.mismatches',
    defaultMessage: '{count, number}件の順位または口数が公開結果と異なります',
    description: 'Entries whose rank or lots differ from the published result',
  },
  myEntryValue: {
    id: 'ui.drawVerifyScreen.myEntryValue',
    defaultMessage: '応募ID {entryId}・{lots, number}口で申込',
    description: 'The user’s entry: its id and lots asked',
  },
  myEntryResult: {
    id: 'ui.drawVerifyScreen.myEntryResult',
    defaultMessage: '順位 {rank, number}位・当選{won, number}口',
    description: 'The user’s entry in the re-run: rank and lots won (formatted)',
  },
  summaryPass: {
    id: 'ui.drawVerifyScreen.summaryPass',
    defaultMessage: '公開された抽選結果は、公開データから再計算した結果と一致しました。',
    description: 'Every step passed',
  },
  summaryFail: {
    id: 'ui.drawVerifyScreen.summaryFail',
    defaultMessage: '一致しない項目があります。サポートにお問い合わせください。',
    description: 'A step failed: what to do next',
  },
  run: { id: 'ui.drawVerifyScreen.run', defaultMessage: '検証を実行', description: 'Button: run the check' },
  runAgain: { id: 'ui.drawVerifyScreen.runAgain', defaultMessage: 'もう一度検証', description: 'Button: run it again' },
  notReady: {
    id: 'ui.drawVerifyScreen.notReady',
    defaultMessage: '応募一覧が公開されると検証できます。',
    description: 'Nothing to verify yet',
  },
  cli: {
    id: 'ui.drawVerifyScreen.cli',
    defaultMessage: 'コマンドラインで検証する',
    description: 'Section heading: verify from the command line',
  },
  cliText: {
    id: 'ui.drawVerifyScreen.cliText',
    defaultMessage: 'Kabutoのリポジトリで次のコマンドを実行すると、公開APIだけを使って同じ検証ができます。',
    description: 'The command-line way, from the public API alone',
  },
  details: {
    id: 'ui.drawVerifyScreen.details',
    defaultMessage: 'IPOの詳細へ',
    description: 'Link: the offering’s detail page',
  },
});
