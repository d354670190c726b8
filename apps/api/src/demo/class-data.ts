/** The demo school: three teachers, four classes, thirty students with Uzbek names, real lesson videos. */

export const DEMO_PASSWORD = 'demo123';

/** The school's administration: the director (docs/architecture.md §4 "The school"). */
export const DEMO_ADMIN = { fullName: 'Dilshod Xolmatov', email: 'direktor@sinfxona.uz' };
/** A parent of the first demo student (Aziza Karimova), to see the guardian's screens. */
export const DEMO_GUARDIAN = { fullName: 'Dilfuza Karimova', email: 'dilfuza.karimova@sinfxona.uz' };
export const DEMO_SCHOOL = { name: 'Sinfxona namuna maktabi', address: 'http://localhost:3000' };

export const DEMO_TEACHERS = [
  { fullName: 'Anvar Tursunov', email: 'anvar.tursunov@sinfxona.uz' },
  { fullName: 'Gulnora Saidova', email: 'gulnora.saidova@sinfxona.uz' },
  { fullName: 'Rustam Qodirov', email: 'rustam.qodirov@sinfxona.uz' },
];

const FIRST_NAMES = [
  'Aziza',
  'Bekzod',
  'Charos',
  'Dilnoza',
  'Eldor',
  'Feruza',
  'G‘ayrat',
  'Hilola',
  'Islom',
  'Jasur',
  'Kamola',
  'Laylo',
  'Mirjalol',
  'Nilufar',
  'Otabek',
  'Parizoda',
  'Qodir',
  'Rayhona',
  'Sardor',
  'Shahlo',
  'Temur',
  'Umida',
  'Vohid',
  'Xurshida',
  'Yulduz',
  'Zafar',
  'Oybek',
  'Madina',
  'Sherzod',
  'Malika',
];
const LAST_NAMES = [
  'Karimova',
  'Olimov',
  'Nazarova',
  'Rahimova',
  'Yusupov',
  'Ismoilova',
  'Tojiyev',
  'Qosimova',
  'Ergashev',
  'Aliyev',
  'Sobirova',
  'Hamidova',
  'Abdullayev',
  'Mirzayeva',
  'Xoliqov',
  'Jo‘rayeva',
  'Sultonov',
  'Umarova',
  'Rashidov',
  'Nurmatova',
  'Ahmedov',
  'Boboyeva',
  'Hasanov',
  'Latipova',
  'Saidova',
  'Murodov',
  'Valiyev',
  'Zokirova',
  'Normatov',
  'Yo‘ldosheva',
];

export const DEMO_STUDENTS = FIRST_NAMES.map((first, index) => {
  const last = LAST_NAMES[index]!;
  const slug = (text: string) => text.toLowerCase().replace(/[‘’'ʻ]/g, '');
  return { fullName: `${first} ${last}`, email: `${slug(first)}.${slug(last)}@sinfxona.uz` };
});

export type DemoAttachment = 'pdf' | 'docx' | 'png' | null;

/**
 * The classes: 7-A takes Algebra and Ona tili (so its twelve students are in two classes), 8-B
 * Fizika is co-taught by two teachers, and four 8-B students also take 9-A Informatika.
 */
export const DEMO_CLASSES: { name: string; subject: string; teachers: number[]; students: number[] }[] = [
  { name: '7-A Algebra', subject: 'Algebra', teachers: [0], students: range(0, 12) },
  { name: '7-A Ona tili', subject: 'Ona tili va adabiyot', teachers: [1], students: range(0, 12) },
  { name: '8-B Fizika', subject: 'Fizika', teachers: [2, 0], students: range(12, 22) },
  { name: '9-A Informatika', subject: 'Informatika', teachers: [0], students: [...range(22, 30), ...range(18, 22)] },
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, index) => from + index);
}

/** Deadlines are days from now: negative ones are past due. `teacher` indexes the class's teachers. */
export const DEMO_TASKS: {
  title: string;
  description: string;
  dueInDays: number;
  attachment: DemoAttachment;
  classIndex: number;
  teacher: number;
}[] = [
  {
    title: 'Kasrlarni qo‘shish va ayirish',
    description:
      "Darslikning 45–52-mashqlarini bajaring. Har bir misolda umumiy maxrajni qanday topganingizni ko'rsating.",
    dueInDays: -20,
    attachment: 'pdf',
    classIndex: 0,
    teacher: 0,
  },
  {
    title: 'Chiziqli tenglamalar',
    description:
      "Chiziqli tenglamalar sistemasini o'rniga qo'yish va qo'shish usullari bilan yeching: 8 ta misol, javoblarni tekshiring.",
    dueInDays: -2,
    attachment: 'pdf',
    classIndex: 0,
    teacher: 0,
  },
  {
    title: 'Geometriya: uchburchak yuzi',
    description:
      "Uchburchak yuzini topishning uch xil formulasini qo'llab, darslikdagi 5 ta masalani yeching va usullarni solishtiring.",
    dueInDays: 21,
    attachment: 'pdf',
    classIndex: 0,
    teacher: 0,
  },
  {
    title: 'Amir Temur davlati — insho',
    description:
      'Amir Temur davlatining tashkil topishi va boshqaruv tizimi haqida 2 betlik insho yozing. Kamida ikki manbaga havola bering.',
    dueInDays: -14,
    attachment: 'docx',
    classIndex: 1,
    teacher: 0,
  },
  {
    title: 'Alisher Navoiy g‘azallari',
    description:
      "Navoiyning tanlangan bitta g'azalini yod oling va uning mazmunini o'z so'zlaringiz bilan sharhlab bering (1 bet).",
    dueInDays: 1,
    attachment: null,
    classIndex: 1,
    teacher: 0,
  },
  {
    title: 'Ertak: o‘z qahramonim',
    description: "O'zingiz to'qigan qahramon haqida 1 betlik ertak yozing: boshlanish, voqea va xulosa bo'lsin.",
    dueInDays: 12,
    attachment: null,
    classIndex: 1,
    teacher: 0,
  },
  {
    title: 'Tezlik va tezlanish',
    description: 'Harakat grafiklarini chizing va 5 ta masalada tezlanishni toping. Chizmani rasm qilib yuklang.',
    dueInDays: -9,
    attachment: 'png',
    classIndex: 2,
    teacher: 0,
  },
  {
    title: 'Nyutonning ikkinchi qonuni',
    description: "Kuch, massa va tezlanish bog'liqligiga 6 ta masala yeching. Har birida birliklarni to'g'ri yozing.",
    dueInDays: 3,
    attachment: 'pdf',
    classIndex: 2,
    teacher: 1,
  },
  {
    title: 'Arximed kuchi tajribasi',
    description:
      "Uyda suv va uch xil jism bilan Arximed kuchini o'lchang; natijalarni jadvalga yozib, xulosa chiqaring.",
    dueInDays: 10,
    attachment: null,
    classIndex: 2,
    teacher: 0,
  },
  {
    title: 'Algoritm blok-sxemasi',
    description: 'Ikki sondan kattasini topuvchi algoritmning blok-sxemasini chizing va rasmini yuklang.',
    dueInDays: -5,
    attachment: 'png',
    classIndex: 3,
    teacher: 0,
  },
  {
    title: 'Python: sikllar',
    description:
      'for va while sikllari yordamida 1 dan 100 gacha tub sonlarni chiqaruvchi dastur yozing va natijani skrinshot qiling.',
    dueInDays: 7,
    attachment: 'docx',
    classIndex: 3,
    teacher: 0,
  },
  {
    title: 'Excel: formulalar',
    description: "Sinf jurnalidan namuna jadval tuzing: o'rtacha baho va eng yuqori bahoni formulalar bilan hisoblang.",
    dueInDays: 14,
    attachment: null,
    classIndex: 3,
    teacher: 0,
  },
];

/** Lesson videos, each in the class it belongs to. */
export const DEMO_VIDEOS: { title: string; description: string; url: string; duration: number; classIndex: number }[] =
  [
    {
      title: 'Kasrlar: asosiy tushunchalar',
      description: 'Surat, maxraj, kasrlarni qisqartirish va umumiy maxrajga keltirish.',
      url: 'https://www.youtube.com/watch?v=n0FZhQ_GkKw',
      duration: 612,
      classIndex: 0,
    },
    {
      title: 'Chiziqli tenglamalarni yechish',
      description: "Bir noma'lumli chiziqli tenglamalar va ularni yechish usullari.",
      url: 'https://youtu.be/l3XzepN03KQ',
      duration: 845,
      classIndex: 0,
    },
    {
      title: 'Fotosintez qanday ishlaydi',
      description: "O'simliklar quyosh nuridan qanday oziq hosil qiladi.",
      url: 'https://www.youtube.com/watch?v=UPBMG5EYydo',
      duration: 418,
      classIndex: 2,
    },
    {
      title: 'Nyuton qonunlari',
      description: 'Nyutonning uch qonuni kundalik hayotdagi misollar bilan.',
      url: 'https://www.youtube.com/watch?v=kKKM8Y-u7ds',
      duration: 731,
      classIndex: 2,
    },
    {
      title: 'Gap bo‘laklari',
      description: "Ega, kesim, to'ldiruvchi, aniqlovchi va hol: gapda qanday topiladi.",
      url: 'https://www.youtube.com/embed/8SHhbKXRqnM',
      duration: 534,
      classIndex: 1,
    },
    {
      title: 'Amir Temur tarixi',
      description: 'Sohibqiron Amir Temur hayoti va davlati haqida hujjatli hikoya.',
      url: 'https://www.youtube.com/watch?v=HZxC2kH0pDc',
      duration: 1320,
      classIndex: 1,
    },
    {
      title: 'Python dasturlash: sikllar',
      description: 'for va while sikllari, range funksiyasi va amaliy misollar.',
      url: 'https://youtu.be/6iF8Xb7Z3wQ',
      duration: 978,
      classIndex: 3,
    },
    {
      title: 'Kimyoviy reaksiyalarni tenglashtirish',
      description: 'Koeffitsiyentlarni tanlash usuli bosqichma-bosqich.',
      url: 'https://www.youtube.com/watch?v=RnGu3xO2h74',
      duration: 655,
      classIndex: 2,
    },
  ];

export const DEMO_FEEDBACK = [
  "Juda yaxshi ish! Hamma bosqichlar to'g'ri.",
  'Yaxshi, lekin ikkinchi qismda kichik xatolar bor.',
  'Mavzuni tushungansiz, yechimlarni batafsilroq yozing.',
  "Ajoyib! Manbalardan to'g'ri foydalangansiz.",
  'Qoniqarli. Xulosa qismini kengaytirish kerak.',
  "Ba'zi javoblar noto'g'ri — darslikdagi namunani qayta ko'rib chiqing.",
];
