/**
 * Where a JSON text first breaks the grammar, with a Chinese description. `JSON.parse` says
 * only "position N" (and differently in every engine), so the operator's editor and the
 * server both scan the text themselves to name the line and column.
 */
export interface JsonSyntaxError {
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly at: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const EXPECT_VALUE = '此处应为值（对象、数组、带双引号的字符串、数字、true、false 或 null）';

export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (reason: string): never => {
    throw new Stop(i, reason);
  };
  function string(): void {
    i++; // opening quote
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('\\u 后应为 4 位十六进制数');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail('不正确的转义字符');
        continue;
      }
      if (c.charCodeAt(0) < 0x20) fail('字符串中不能直接换行或含控制字符，换行请写作 \\n');
      i++;
    }
    fail('字符串缺少结束的双引号');
  }
  function value(): void {
    ws();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number && number[0] !== '-' && number[0] !== '') {
      i += number[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === "'") fail('字符串应使用双引号，不能使用单引号');
    fail(i >= text.length ? '内容不完整，缺少值' : EXPECT_VALUE);
  }
  function object(): void {
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (text[i] === '}') fail('最后一项后不能有多余的逗号');
      if (text[i] !== '"') fail('此处应为带双引号的属性名');
      string();
      ws();
      if (text[i] !== ':') fail('属性名后应为冒号');
      i++;
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return;
      }
      fail(i >= text.length ? '内容不完整，缺少 }' : '属性值后应为逗号或 }');
    }
  }
  function array(): void {
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (text[i] === ']') fail('最后一项后不能有多余的逗号');
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return;
      }
      fail(i >= text.length ? '内容不完整，缺少 ]' : '数组元素后应为逗号或 ]');
    }
  }
  try {
    value();
    ws();
    if (i < text.length) fail('JSON 已结束，此处还有多余内容');
    return null;
  } catch (err) {
    if (err instanceof RangeError) return { line: 1, column: 1, message: '嵌套层级过深' };
    if (!(err instanceof Stop)) throw err;
    const before = text.slice(0, err.at).split('\n');
    return { line: before.length, column: before[before.length - 1]!.length + 1, message: err.reason };
  }
}
