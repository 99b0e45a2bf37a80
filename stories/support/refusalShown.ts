/**
 * The mock backend's refusal of a call with errcode `code`, as its toast shows it in any of the
 * three languages (mocks/handlers/core.ts words it per request language: "Sorry, that did not work
 * (code 1).", "ขออภัย ไม่สามารถดำเนินการได้ (รหัส 1)", "抱歉，操作失败（代码 1）。"): a play finds the
 * toast whatever language the toolbar shows.
 */
export function refusalShown(code: number): RegExp {
  return new RegExp(`\\(code ${code}\\)|\\(รหัส ${code}\\)|（代码 ${code}）`);
}
