/** The demo class: Uzbek names, school subjects, real lesson videos. */

export const DEMO_PASSWORD = 'demo123';

export const DEMO_TEACHERS = [
  { fullName: 'Anvar Tursunov', email: 'anvar.tursunov@sinfxona.uz' },
  { fullName: 'Gulnora Saidova', email: 'gulnora.saidova@sinfxona.uz' },
  { fullName: 'Rustam Qodirov', email: 'rustam.qodirov@sinfxona.uz' },
];

const FIRST_NAMES = ['Aziza', 'Bekzod', 'Charos', 'Dilnoza', 'Eldor', 'Feruza', 'G‘ayrat', 'Hilola', 'Islom', 'Jasur', 'Kamola', 'Laylo', 'Mirjalol', 'Nilufar', 'Otabek', 'Parizoda', 'Qodir', 'Rayhona', 'Sardor', 'Shahlo', 'Temur', 'Umida', 'Vohid', 'Xurshida', 'Yulduz', 'Zafar', 'Oybek', 'Madina', 'Sherzod', 'Malika'];
const LAST_NAMES = ['Karimova', 'Olimov', 'Nazarova', 'Rahimova', 'Yusupov', 'Ismoilova', 'Tojiyev', 'Qosimova', 'Ergashev', 'Aliyev', 'Sobirova', 'Hamidova', 'Abdullayev', 'Mirzayeva', 'Xoliqov', 'Jo‘rayeva', 'Sultonov', 'Umarova', 'Rashidov', 'Nurmatova', 'Ahmedov', 'Boboyeva', 'Hasanov', 'Latipova', 'Saidova', 'Murodov', 'Valiyev', 'Zokirova', 'Normatov', 'Yo‘ldosheva'];

export const DEMO_STUDENTS = FIRST_NAMES.map((first, index) => {
  const last = LAST_NAMES[index]!;
  const slug = (text: string) => text.toLowerCase().replace(/[‘’'ʻ]/g, '');
  return { fullName: `${first} ${last}`, email: `${slug(first)}.${slug(last)}@sinfxona.uz` };
});

export type DemoAttachment = 'pdf' | 'docx' | 'png' | null;

/** Deadlines are days from now: negative ones are past due. */
export const DEMO_TASKS: { title: string; description: string; dueInDays: number; attachment: DemoAttachment; teacher: number }[] = [
  { title: 'Kasrlarni qo‘shish va ayirish', description: "Darslikning 45–52-mashqlarini bajaring. Har bir misolda umumiy maxrajni qanday topganingizni ko'rsating.", dueInDays: -20, attachment: 'pdf', teacher: 0 },
  { title: 'Amir Temur davlati — insho', description: "Amir Temur davlatining tashkil topishi va boshqaruv tizimi haqida 2 betlik insho yozing. Kamida ikki manbaga havola bering.", dueInDays: -14, attachment: 'docx', teacher: 1 },
  { title: 'Fotosintez jarayoni', description: "Fotosintez bosqichlarini chizma bilan tushuntiring: yorug'lik va qorong'ilik bosqichlarida nima sodir bo'ladi?", dueInDays: -9, attachment: 'png', teacher: 2 },
  { title: 'Present Simple mashqlari', description: "Workbook 12–14-betlardagi mashqlarni bajaring va o'zingiz haqingizda Present Simple'da 10 ta gap yozing.", dueInDays: -5, attachment: null, teacher: 1 },
  { title: 'Chiziqli tenglamalar', description: "Chiziqli tenglamalar sistemasini o'rniga qo'yish va qo'shish usullari bilan yeching: 8 ta misol, javoblarni tekshiring.", dueInDays: -2, attachment: 'pdf', teacher: 0 },
  { title: 'Alisher Navoiy g‘azallari', description: "Navoiyning tanlangan bitta g'azalini yod oling va uning mazmunini o'z so'zlaringiz bilan sharhlab bering (1 bet).", dueInDays: 1, attachment: null, teacher: 1 },
  { title: 'Nyutonning ikkinchi qonuni', description: "Kuch, massa va tezlanish bog'liqligiga 6 ta masala yeching. Har birida birliklarni to'g'ri yozing.", dueInDays: 3, attachment: 'pdf', teacher: 2 },
  { title: 'O‘zbekiston xaritasi bilan ishlash', description: "Konturli xaritaga viloyat markazlari, asosiy daryolar va tog' tizmalarini belgilang, rasmini yuklang.", dueInDays: 5, attachment: 'png', teacher: 2 },
  { title: 'Python: sikllar', description: "for va while sikllari yordamida 1 dan 100 gacha tub sonlarni chiqaruvchi dastur yozing va natijani skrinshot qiling.", dueInDays: 7, attachment: 'docx', teacher: 0 },
  { title: 'Kimyoviy reaksiya tenglamalari', description: "Berilgan 10 ta reaksiya tenglamasini tenglashtiring va har birining turini aniqlang.", dueInDays: 10, attachment: null, teacher: 2 },
  { title: 'My favourite book — essay', description: "Write a 150–200 word essay about your favourite book: the story, the main character and why you like it.", dueInDays: 14, attachment: null, teacher: 1 },
  { title: 'Geometriya: uchburchak yuzi', description: "Uchburchak yuzini topishning uch xil formulasini qo'llab, darslikdagi 5 ta masalani yeching va usullarni solishtiring.", dueInDays: 21, attachment: 'pdf', teacher: 0 },
];

export const DEMO_VIDEOS = [
  { title: 'Kasrlar: asosiy tushunchalar', description: "Surat, maxraj, kasrlarni qisqartirish va umumiy maxrajga keltirish.", url: 'https://www.youtube.com/watch?v=n0FZhQ_GkKw', duration: 612 },
  { title: 'Chiziqli tenglamalarni yechish', description: "Bir noma'lumli chiziqli tenglamalar va ularni yechish usullari.", url: 'https://youtu.be/l3XzepN03KQ', duration: 845 },
  { title: 'Fotosintez qanday ishlaydi', description: "O'simliklar quyosh nuridan qanday oziq hosil qiladi.", url: 'https://www.youtube.com/watch?v=UPBMG5EYydo', duration: 418 },
  { title: 'Nyuton qonunlari', description: "Nyutonning uch qonuni kundalik hayotdagi misollar bilan.", url: 'https://www.youtube.com/watch?v=kKKM8Y-u7ds', duration: 731 },
  { title: 'Present Simple — qoidalar', description: "Ingliz tilida Present Simple zamonining yasalishi va qo'llanishi.", url: 'https://www.youtube.com/embed/8SHhbKXRqnM', duration: 534 },
  { title: 'Amir Temur tarixi', description: "Sohibqiron Amir Temur hayoti va davlati haqida hujjatli hikoya.", url: 'https://www.youtube.com/watch?v=HZxC2kH0pDc', duration: 1320 },
  { title: 'Python dasturlash: sikllar', description: "for va while sikllari, range funksiyasi va amaliy misollar.", url: 'https://youtu.be/6iF8Xb7Z3wQ', duration: 978 },
  { title: 'Kimyoviy reaksiyalarni tenglashtirish', description: "Koeffitsiyentlarni tanlash usuli bosqichma-bosqich.", url: 'https://www.youtube.com/watch?v=RnGu3xO2h74', duration: 655 },
];

export const DEMO_FEEDBACK = [
  "Juda yaxshi ish! Hamma bosqichlar to'g'ri.",
  "Yaxshi, lekin ikkinchi qismda kichik xatolar bor.",
  "Mavzuni tushungansiz, yechimlarni batafsilroq yozing.",
  "Ajoyib! Manbalardan to'g'ri foydalangansiz.",
  "Qoniqarli. Xulosa qismini kengaytirish kerak.",
  "Ba'zi javoblar noto'g'ri — darslikdagi namunani qayta ko'rib chiqing.",
];
