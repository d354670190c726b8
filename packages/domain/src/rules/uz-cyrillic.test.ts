import { describe, expect, it } from 'vitest';
import { cyrillicCatalogue, staleOverrides, toUzbekCyrillic, toUzbekLatin } from './uz-cyrillic';

describe('toUzbekCyrillic: real sentences', () => {
  it.each([
    ["O'zbekiston Respublikasi Konstitutsiyasi", 'Ўзбекистон Республикаси Конституцияси'],
    ['Men ertaga ertalab maktabga boraman.', 'Мен эртага эрталаб мактабга бораман.'],
    ["Ma'lumotlar bazasida bunday o'quvchi yo'q.", 'Маълумотлар базасида бундай ўқувчи йўқ.'],
    ["Yangi yil bayrami muborak bo'lsin!", 'Янги йил байрами муборак бўлсин!'],
    ["O'g'il bola g'alaba qozondi va choy ichdi.", 'Ўғил бола ғалаба қозонди ва чой ичди.'],
    ["Dunyo bo'ylab yoshlar kelajak haqida o'ylashyapti.", 'Дунё бўйлаб ёшлар келажак ҳақида ўйлашяпти.'],
    ['Shahar markazidagi litseyda ingliz tili darsi bor.', 'Шаҳар марказидаги лицейда инглиз тили дарси бор.'],
    ['Poyezd aeroportga ketyapti, ayol esa yer yuziga qaradi.', 'Поезд аэропортга кетяпти, аёл эса ер юзига қаради.'],
    ["San'at asari haqidagi e'lon she'r bilan boshlandi.", 'Санъат асари ҳақидаги эълон шеър билан бошланди.'],
    ["Is'hoq mo''jizaga ishonmaydi.", 'Исҳоқ мўъжизага ишонмайди.'],
    [
      "Qishloq xo'jaligi ixtiyoriy emas, u iqtisodiyotning asosi.",
      'Қишлоқ хўжалиги ихтиёрий эмас, у иқтисодиётнинг асоси.',
    ],
    ['Menyuni yig‘ish uchun tugmani bosing.', 'Менюни йиғиш учун тугмани босинг.'],
  ])('%s', (latin, cyrillic) => {
    expect(toUzbekCyrillic(latin)).toBe(cyrillic);
  });
});

describe('toUzbekCyrillic: the rules one by one', () => {
  it('reads every apostrophe form of o‘ and g‘', () => {
    for (const mark of ["'", '‘', '’', 'ʻ', '`']) {
      expect(toUzbekCyrillic(`o${mark}quvchi tog${mark}`)).toBe('ўқувчи тоғ');
    }
  });
  it('writes the tutuq belgisi as ъ, also after o‘', () => {
    expect(toUzbekCyrillic('maʼno taʼlim sunʼiy')).toBe('маъно таълим сунъий');
    expect(toUzbekCyrillic("mo''jiza")).toBe('мўъжиза');
  });
  it('keeps ng as нг and reads sh, ch as one letter', () => {
    expect(toUzbekCyrillic('mening shogirdim chiroyli')).toBe('менинг шогирдим чиройли');
  });
  it('reads yo, yu, ya as ё, ю, я but yo‘ as йў', () => {
    expect(toUzbekCyrillic("yoz yulduz yaxshi yo'l dunyo")).toBe('ёз юлдуз яхши йўл дунё');
  });
  it('writes e as э at the start of a word and after a vowel, е elsewhere', () => {
    expect(toUzbekCyrillic('eshik shoir aeroport kelmoq')).toBe('эшик шоир аэропорт келмоқ');
    expect(toUzbekCyrillic('yetti poyezd')).toBe('етти поезд');
  });
  it('reads ts as ц only in the listed loanwords', () => {
    expect(toUzbekCyrillic('litsey tsirk prezentatsiya')).toBe('лицей цирк презентация');
    expect(toUzbekCyrillic('kutsa otsiz')).toBe('кутса отсиз');
  });
  it('keeps the capitals of the Latin text', () => {
    expect(toUzbekCyrillic("O'ZBEKISTON Shahar Chorsu Yoshlar")).toBe('ЎЗБЕКИСТОН Шаҳар Чорсу Ёшлар');
  });
  it('leaves placeholders, addresses, file types and Cyrillic text as they are', () => {
    expect(toUzbekCyrillic("{{name}} sinfga qo'shildi")).toBe('{{name}} синфга қўшилди');
    expect(toUzbekCyrillic('ism@maktab.uz https://youtu.be/abc PDF 10MB')).toBe(
      'ism@maktab.uz https://youtu.be/abc PDF 10MB',
    );
    expect(toUzbekCyrillic("YouTube'da ochish")).toBe("YouTube'да очиш");
    expect(toUzbekCyrillic('Ўзбекистон')).toBe('Ўзбекистон');
  });
  it('uses the hand-kept word list where the rules are wrong', () => {
    expect(toUzbekCyrillic("Kompyuter, emaili, Student'larni")).toBe('Компьютер, имейли, Студентларни');
  });
});

describe('cyrillicCatalogue', () => {
  const latin = { a: { save: 'Saqlash', code: 'Masalan: K7M 2QX' }, b: "Yo'q" };
  const overrides = { 'a.code': { latin: 'Masalan: K7M 2QX', cyrillic: 'Масалан: K7M 2QX' } };

  it('transliterates every string and keeps the shape and the overrides', () => {
    expect(cyrillicCatalogue(latin, overrides)).toEqual({ a: { save: 'Сақлаш', code: 'Масалан: K7M 2QX' }, b: 'Йўқ' });
  });
  it('ignores and reports an override written for another Latin text', () => {
    const changed = { ...latin, a: { ...latin.a, code: 'Masalan: ABC 123' } };
    expect(cyrillicCatalogue(changed, overrides).a.code).toBe('Масалан: АБЦ 123');
    expect(staleOverrides(changed, overrides)).toEqual(['a.code']);
    expect(staleOverrides(latin, { ...overrides, gone: { latin: 'x', cyrillic: 'х' } })).toEqual(['gone']);
  });
});

describe('toUzbekLatin', () => {
  it.each([
    ['Ўзбекистон Республикаси', "O'zbekiston Respublikasi"],
    ['Мен эртага мактабга бораман.', 'Men ertaga maktabga boraman.'],
    ['Маълумотлар базасида бундай ўқувчи йўқ.', "Ma'lumotlar bazasida bunday o'quvchi yo'q."],
    ['Шу ҳафта қайси вазифалар муддати тугайди?', 'Shu hafta qaysi vazifalar muddati tugaydi?'],
    ['Етти поезд, Исҳоқ, дунё', "Yetti poyezd, Is'hoq, dunyo"],
  ])('%s', (cyrillic, latin) => {
    expect(toUzbekLatin(cyrillic)).toBe(latin);
  });
});
