# Интерфейс Marchwarden по-русски. Сообщения те же, что в en.ftl; чего здесь нет, то
# говорится по-английски.

language-name = Русский
language-label = Язык

## Начальная страница (src/ui/home.rs)

home-tagline = Судья и летопись вашей кампании Kings of War на гексагональной карте. Всё хранится в этом браузере; экспортируйте кампанию, чтобы отправить её следующему хозяину стола.
home-too-big = Не удалось импортировать { $name }: { $mb } МБ — слишком много для кампании Marchwarden (предел — 16 МБ). Ничего не изменено.
home-unreadable = Не удалось прочитать { $name }.
home-index-rebuilt = Список сохранённых кампаний был повреждён; он восстановлен по { $n ->
        [one] { $n } кампании
       *[other] { $n } кампаниям
    }, хранящимся в этом браузере. Время последней игры потеряно.
home-delete-confirm = Удалить «{ $name }» из этого браузера? Если она может понадобиться, сначала экспортируйте её.
home-deleted = «{ $name }» удалена.
home-saved = Сохранённые кампании
home-none = Кампаний пока нет. Начните новую или импортируйте файл.
home-restored = Возвращена в список; откройте её, чтобы увидеть, где она остановилась
home-last-played = последняя игра { $when }
home-backup-due = Игралась, но не экспортировалась { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }: экспортируйте её, чтобы копия была не только в этом браузере.
home-open = Открыть
home-delete = Удалить
home-delete-label = Удалить { $name }
home-export-all = ⇩ Экспортировать все кампании
home-storage = Хранилище: занято { $kb } КБ, { $share } того, что браузеры дают странице.
home-storage-under = меньше 1 %
home-storage-about = около { $percent } %
home-storage-full = Хранилище почти заполнено: экспортируйте кампании и удалите старые.
home-not-kept = Этот браузер может стереть кампании, когда на диске мало места: время от времени экспортируйте их.
home-maps = Карты
home-open-editor = ✎ Открыть редактор карт
home-import = Импорт кампании
home-replaying = Воспроизводится { $name }: шаг { $done } из { $total }
home-stop = Стоп
home-choose-file = Выберите сохранение .json или перетащите его на эту страницу.

## Новая кампания (src/ui/new_campaign.rs)

new-title = Новая кампания
new-name = Название кампании
new-kingdoms = Королевства
new-colour-of = Цвет королевства { $n }
new-name-of = Название королевства { $n }
new-map = Карта
new-map-sample = Пример карты (12×10, шесть стартовых гексов)
new-map-generated = Созданная по зерну
new-map-saved = Карта из редактора:
new-width = Ширина
new-height = Высота
new-preset = Набор правил
preset-mighty-kingdoms = Могучие королевства
preset-loyalty-and-supply = Лояльность и снабжение
preset-domain-war = Война владений
preset-narrative = Повествовательные битвы
new-land-battles = Сухопутные битвы (SET-6)
new-resolver-simple = Простые: кубики в приложении
new-resolver-tabletop = Настольные: сыграть их по Kings of War
new-resolver-narrative = Повествовательные: проверки Лидерства повествовательными кубиками
new-years = Годы
new-months = Летние месяцы
new-army-cap = Предел армий
new-army-cap-title = OPT-MAX-ARMIES: не больше армий у королевства
new-loyalty = Лояльность и снабжение: провинции любят, голодают, горят и восстают (OPT-LOYALTY, ПРАВИЛА §7)
new-regional-winter = Региональная зима: год из 12 месяцев, последние три закрывают зимние зоны карты (LOY-1)
new-domain = Война владений: походы по очкам движения, стычки и засады, оккупация, грабёж (OPT-DOMAIN, ПРАВИЛА §8)
new-mp-foot = ОД пешком
new-mp-foot-title = DOM-1: очки движения пешей армии
new-mp-mounted = ОД верхом
new-mp-mounted-title = DOM-1: очки движения конной армии
new-secret-races = Сначала каждое королевство тайно выбирает свою главную расу (SET-1)
new-brakes = Первый игрок, у которого армий больше, чем у второго, отдаёт приказы всем своим фишкам первым (OPT-FIRST-PLAYER-BRAKES)
new-concede = Стороны могут уступить битву; уступающая числом сторона, которой есть куда уйти, обязана (OPT-CONCEDE)
new-city-roads = Дороги в городах: вход в город и выход из него никогда не кладут армию на бок (OPT-CITY-ROADS)
new-table-dice = Бросать настоящие кубики за столом и вводить результат
new-seed = Зерно (определяет кубики приложения и созданную карту)
new-start = Начать кампанию
new-seed-number = Зерно должно быть целым числом.
new-width-number = Ширина карты должна быть числом.
new-height-number = Высота карты должна быть числом.
new-no-saved-map = Нет сохранённой карты «{ $name }».
new-no-name = Дайте кампании название.
new-colours-alike = У { $a } и { $b } слишком похожие цвета, на карте их не различить: выберите другой для одного из них.
new-whole-number = { $what }: нужно целое число.
new-what-mp-foot = Очки движения пешком
new-what-mp-mounted = Очки движения верхом
new-what-army-cap = Предел армий
new-cannot-start = Невозможно начать: { $why }

## Верхняя панель кампании (src/ui/campaign.rs)

bar-campaigns = Кампании
bar-undo = Отменить
bar-redo = Вернуть
bar-export = Экспорт
bar-export-title = Экспортировать кампанию в файл
bar-link = Ссылка
bar-link-title = Ссылка, в которой вся кампания
bar-hot-seat = Один экран
bar-hot-seat-label = Один экран: заставки при передаче хода
bar-hot-seat-title = Один экран: закрывать экран, когда ход переходит к другому королевству
bar-history = История
bar-history-title = Взглянуть на любой момент кампании
bar-more = Ещё

## Хронология (src/ui/timeline.rs)

timeline-label = Хронология
timeline-month = Месяц
timeline-month-back = Месяц назад (Page Up)
timeline-month-on = Месяц вперёд (Page Down)
timeline-step-back = Шаг назад (←)
timeline-step-on = Шаг вперёд (→)
timeline-moment = Момент кампании
timeline-step = шаг { $at } из { $of }
timeline-back-to = Вернуться
timeline-now = в настоящее

## Список клавиш (src/ui/shortcuts.rs) и новая версия (src/ui/offline.rs)

keys-title = Клавиши
keys-close = Закрыть
keys-tab = Tab, Shift+Tab
keys-tab-does = Переход между кнопками, картой и панелями
keys-arrows = Стрелки (на карте)
keys-arrows-does = С гекса на гекс
keys-enter = Enter или пробел (на карте)
keys-enter-does = Выбрать гекс, как щелчком
keys-zoom = +  −  0 (на карте)
keys-zoom-does = Приблизить, отдалить, показать всю карту
keys-undo = Ctrl+Z
keys-undo-does = Отменить последний ход
keys-redo = Ctrl+Shift+Z или Ctrl+Y
keys-redo-does = Вернуть отменённое
keys-history-steps = ← →, Page Up, Page Down (История)
keys-history-steps-does = Шаг или месяц назад или вперёд
keys-history-ends = Home, End, Esc (История)
keys-history-ends-does = Начало, настоящее, вернуться в настоящее
keys-list = ?
keys-list-does = Этот список (Esc закрывает)
update-ready = Готова новая версия Marchwarden. Все ходы сохранены.
update-now = Обновить
update-later = Позже

## Названия (слово каждого перечисления: `группа-имя`, см. engine::message)

settlement-village = деревня
settlement-city = город
settlement-fortress = крепость
order-move = движение
order-defend = оборона
order-raze = разорение
order-regroup = перегруппировка
phase-setup = Расстановка
phase-a-orders = A · Приказы
phase-b-resolution = B · Исполнение
phase-c-battle = C · Битвы
phase-d-reform = D · Перестроение
phase-winter = Зима
phase-campaign-over = Кампания окончена
order-pillage = грабёж
order-skirmish = стычка
order-plunder = набег
order-lower-the-source = ослабить источник
purchase-a-village = деревня
purchase-a-city = город
purchase-a-fortress = крепость
purchase-a-new-capital = новая столица
purchase-a-ship = корабль
purchase-an-army = армия
purchase-an-allied-army = союзная армия
holding-law = закон
holding-guild = гильдия
holding-temple = храм
holding-source = источник
order-economic-works = хозяйственные работы
order-agitate = агитация
battle-slaughter = избиение
battle-naval-battle = морской бой
battle-land-water-battle = бой на суше и воде
battle-simple-battle = простая битва
battle-tabletop-battle = битва на столе
battle-narrative-battle = повествовательная битва
tag-skirmishers = застрельщики
tag-siege-engine = осадное орудие
tag-fortification = укрепление
tag-formation = строй
tag-ranged = стрелки
tag-cavalry = кавалерия
tag-heavy-cavalry = тяжёлая кавалерия
tag-household-knights = дружинные рыцари
tag-heavy-infantry = тяжёлая пехота
tag-phalanx = фаланга
tag-terror = ужас
tag-bodyguard = телохранители
tag-elite = элита
tag-shock = натиск
test-scouting = разведка
test-the-initial-assault = первый приступ
test-storming-the-walls = штурм стен
test-the-pursuit = преследование
test-the-initial-engagement = первое столкновение
test-the-full-engagement = решающее сражение
die-ability-d8 = кость способности d8
die-proficiency-d12 = кость мастерства d12
die-difficulty-d8 = кость сложности d8
die-challenge-d12 = кость испытания d12
purpose-player-order = порядок хода игроков
purpose-exploration = разведка земель
purpose-the-new-player-order = новый порядок хода
purpose-the-battle-attacker-s-dice-first = битва (сначала кости нападающего)
purpose-the-land-water-battle-attacker-s-dice-first = бой на суше и воде (сначала кости нападающего)
purpose-the-naval-roll-off-attacker-s-dice-first = морской бросок (сначала кости нападающего)
purpose-the-player-order-before-deployment = порядок хода перед расстановкой
purpose-the-month-s-loyalty-rolls = броски лояльности месяца
purpose-the-recovery-of-the-fallen = возвращение павших
purpose-the-pillaged-provinces-level-checks-2d10-each = проверки уровня разграбленных провинций (2D10 каждая)
purpose-how-many-units-the-evader-attacks-2d3 = сколько отрядов атакует уклонившийся (2D3)
purpose-the-late-armies-arrival-1d3-1-rounds-per-mp-short = прибытие опоздавших армий (1D3+1 раунда за каждое недостающее ОД)
