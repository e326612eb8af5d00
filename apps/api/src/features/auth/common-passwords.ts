/**
 * Very common passwords of 8 characters or more (compared in lower case), from the published
 * lists of leaked passwords. Short ones are already refused by the length rule.
 */
const LIST = `
password 12345678 123456789 1234567890 qwertyuiop qwerty123 qwerty12 password1 password123
password12 passw0rd p@ssw0rd p@ssword 11111111 00000000 88888888 12341234 87654321 11223344
123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsxedc q1w2e3r4 q1w2e3r4t5 asdfghjkl asdf1234
iloveyou iloveyou1 sunshine princess football baseball basketball superman batman123 starwars
trustno1 welcome1 welcome123 letmein1 letmein123 abc12345 abcd1234 abcdefgh 1234qwer qwer1234
computer internet whatever dragon123 monkey123 shadow123 master123 michael1 jennifer jordan23
liverpool chelsea1 arsenal1 manchester charlie1 ashley123 fuckyou1 mustang1 access14 12qwaszx
secret123 changeme changeme1 default1 administrator admin123 admin1234 root1234 test1234
testtest password! password1! qwertyui zxcvbnm1 zxcvbnmm 1qazxsw2 q2w3e4r5 samsung1 nokia123
iphone12 apple123 google123 facebook mypassword yourpassword letmein! hello123 hellohello
lovely123 loveyou1 angel123 babygirl1 soccer12 hockey12 pokemon1 naruto123 minecraft
12345qwert qweasdzxc 147258369 159753456 741852963 963852741 1234abcd a1b2c3d4 aa123456
123456aa 123qweasd qwe123456 123456qwe 1234567a 12345678a a12345678 gfhjkmgfhjkm
resalezone resale-zone iloveyou!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
