# Интерфейс Marchwarden по-русски. Сообщения те же, что в en.ftl; чего здесь нет, то
# говорится по-английски.

language-name = Русский
language-unfetched = Слова языка «{ $language }» не удалось загрузить ({ $reason }); пока это не удастся, приложение говорит по-английски.
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
home-erased-unvisited = Этот браузер стирает всё, что Marchwarden хранит здесь, если страницу не открывали 7 дней, — разве что её добавили на экран «Домой» и открывают оттуда: экспортируйте кампании, чтобы сохранить их.
home-open = Открыть
home-delete = Удалить
home-delete-label = Удалить { $name }
home-export-all = ⇩ Экспортировать все кампании
home-export-damaged = Экспортированы все кампании, кроме повреждённых: { $names }. Текст каждой из них, как он был сохранён, предложен отдельным файлом (….damaged.txt), чтобы его сохранить.
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
new-map-sample = Пример карты (12×10, шесть стартовых клеток)
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
new-resolver-simple = Простые: кубы в приложении
new-resolver-tabletop = Настольные: сыграть их по Kings of War
new-resolver-narrative = Повествовательные: проверки Лидерства повествовательными кубами
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
new-table-dice = Бросать настоящие кубы за столом и вводить результат
new-played-by-app = играет приложение
new-seed = Зерно (определяет кубы приложения и созданную карту)
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
bar-phones = Телефоны
bar-phones-title = Каждый игрок отдаёт приказы со своего телефона или планшета
bar-hot-seat = Один экран
bar-hot-seat-label = Один экран: заставки при передаче хода
bar-hot-seat-title = Один экран: закрывать экран, когда ход переходит к другому королевству
bar-history = История
bar-history-title = Взглянуть на любой момент кампании
bar-history-reading = Ранние ходы кампании ещё читаются: минуту
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
keys-arrows-does = С клетки на клетку
keys-enter = Enter или пробел (на карте)
keys-enter-does = Выбрать клетку, как щелчком
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
die-ability-d8 = куб способности d8
die-proficiency-d12 = куб мастерства d12
die-difficulty-d8 = куб сложности d8
die-challenge-d12 = куб испытания d12
symbol-success = { $n ->
        [one] { $n } успех
        [few] { $n } успеха
       *[other] { $n } успехов
    }
symbol-advantage = { $n ->
        [one] { $n } преимущество
        [few] { $n } преимущества
       *[other] { $n } преимуществ
    }
symbol-triumph = { $n ->
        [one] { $n } триумф
        [few] { $n } триумфа
       *[other] { $n } триумфов
    }
symbol-failure = { $n ->
        [one] { $n } неудача
        [few] { $n } неудачи
       *[other] { $n } неудач
    }
symbol-threat = { $n ->
        [one] { $n } угроза
        [few] { $n } угрозы
       *[other] { $n } угроз
    }
symbol-despair = { $n ->
        [one] { $n } отчаяние
        [few] { $n } отчаяния
       *[other] { $n } отчаяний
    }
symbol-blank = пусто
purpose-player-order = порядок хода игроков
purpose-exploration = разведка земель
purpose-the-new-player-order = новый порядок хода
purpose-the-battle-attacker-s-dice-first = битва (сначала кубы нападающего)
purpose-the-land-water-battle-attacker-s-dice-first = бой на суше и воде (сначала кубы нападающего)
purpose-the-naval-roll-off-attacker-s-dice-first = морской бросок (сначала кубы нападающего)
purpose-the-player-order-before-deployment = порядок хода перед расстановкой
purpose-the-month-s-loyalty-rolls = броски лояльности месяца
purpose-the-recovery-of-the-fallen = возвращение павших
purpose-the-pillaged-provinces-level-checks-2d10-each = проверки уровня разграбленных провинций (2D10 каждая)
purpose-how-many-units-the-evader-attacks-2d3 = сколько отрядов атакует уклонившийся (2D3)
purpose-the-late-armies-arrival-1d3-1-rounds-per-mp-short = прибытие опоздавших армий (1D3+1 раунда за каждое недостающее ОД)

## Панель решения (src/ui/panels/decision.rs)

p-decision-army = Армия { $id }
p-decision-ship = Корабль { $id }
p-decision-legal-tiles = Допустимые клетки
p-decision-order-move = → { $to }
p-decision-order-agitate = Агитация в { $at }
p-decision-order-pillage = Грабёж на { $mp } ОД
p-decision-order-skirmish = Стычка на месте
p-decision-raze-own = Разорить своё поселение в { $at }? Когда приказ будет исполнен, его не вернуть.
p-stand-in-title = { $n ->
        [0] За какие королевства играет приложение: ни за одно
       *[other] За какие королевства играет приложение: { $n }
    }
p-stand-in-hand-over = Пусть приложение играет за { $kingdom }
p-stand-in-hand-back = { $kingdom }: играет приложение — вернуть игроку
p-stand-in-ask = С этой минуты приказы и ответы за { $kingdom } даёт приложение, начиная со следующего хода, и больше никто. Отмена забирает ваш ход вместе с ходами приложения после него; { $kingdom } остаётся за приложением, пока вы не вернёте его здесь.
p-stand-in-ask-yes = Передать
p-stand-in-ask-no = Отмена
p-stand-in-plays = За { $kingdom } играет приложение: его ход будет сделан сам.
p-peer-on-a-device = { $kingdom } играет со своего телефона: игрок отвечает там.
p-peer-answered-there = { $kingdom } отвечает со своего телефона.
p-peer-waiting-for = Сейчас решает { $kingdom }, на другом экране.
p-peer-host-answers = На это отвечает экран ведущего, за весь стол.
p-stand-in-undone = { $undone } Королевства, за которые играет приложение, остаются за ним; чтобы играть за одно из них самим, верните его в разделе «За какие королевства играет приложение».
p-stand-in-waits = { $undone } За { $kingdom } по-прежнему играет приложение и ждёт: «Дальше» даёт ему ходить; чтобы играть самим, верните королевство в разделе «За какие королевства играет приложение».
p-stand-in-next = Дальше
p-stand-in-cunning = Хитро: просчитывает три месяца вперёд перед каждым ходом
p-stand-in-pace = Их ходы идут
p-stand-in-pace-a-moment-apart = сами, с паузой
p-stand-in-pace-at-once = сразу
p-stand-in-pace-step-by-step = по шагу: каждый виден до «Дальше»
p-stand-in-table-dice = За { $kingdom } играет приложение, но кубы, брошенные за столом, — дело стола: бросьте их за него и введите.
p-stand-in-tabletop = { $sides ->
   *[other] За { $kingdoms } играет приложение: стол играет обе стороны этой настольной битвы и вводит итог или, если все согласны, проводит её как простую битву (SET-6).
    [one] За { $kingdoms } играет приложение: стол играет его сторону этой настольной битвы и вводит итог или, если все согласны, проводит её как простую битву (SET-6).
}
p-stand-in-simple = Провести как простую битву
p-roll-at-once = Приложение сразу бросает кубы, в которых нечего выбирать (каждый бросок всё так же виден и записан в летопись)
p-decision-out-of-view = Ещё за краем карты:
p-decision-jump-to = Показать { $tile } на карте
p-decision-more-out-of-view = и ещё { $n }
p-decision-preview = { $what }? Нажмите на { $at } ещё раз или подтвердите здесь.
p-decision-preview-confirm = Подтвердить
p-decision-preview-cancel = Отмена
p-decision-token-at = { $token } в { $at }
p-decision-orders-for = Приказы армии { $army }
p-decision-embark = Погрузить армию { $army } на корабль { $ship }
p-decision-ashore = Высадить на берег армию с корабля { $ship }
p-decision-pairs = Пары (SUM-ORD-2)
p-decision-mobilise-title = LOY-10: новая армия; клетка разорена
p-decision-mobilise = Насильно мобилизовать армию (LOY-10: раз в месяц, разоряет клетку)
p-decision-mobilise-label = Насильная мобилизация
p-decision-to-resolve = Приказы к исполнению
p-decision-resolve = { $token }: { $what }
p-decision-what-to-place = Что поставить
p-decision-kind-count = { $kind } ×{ $count }
p-decision-race-hint = Все остальные отворачиваются. Введите свою главную расу (при вводе она скрыта); все расы откроются, когда выберут все королевства.
p-decision-race = Ваша главная раса
p-decision-choose-race = Выбрать тайно
p-decision-roll = Бросить { $count }D{ $sides }
p-decision-table-roll = Бросьте настоящие кубы и введите, что выпало:
p-decision-die-of = Кубик { $n } ({ $owner })
p-decision-die = Кубик { $n }
p-decision-face-pad = Грани: каждая заполняет следующее пустое поле
p-decision-clear = Очистить
p-decision-enter-roll = Ввести бросок
p-decision-place-tile = Щёлкните подсвеченную клетку на карте или выберите её здесь:
p-decision-place-kind = Выберите, что поставить, затем щёлкните подсвеченную клетку:
p-decision-give-orders = Выберите фишку (на карте или здесь), затем её приказ; чтобы двинуть её, щёлкните клетку, куда она может войти.
p-decision-resolve-hint = Выберите, какой приказ исполнить следующим (или щёлкните его армию на карте):
p-decision-over = Кампания окончена: итоговая таблица выше. Здесь всё можно прочитать, а «Отменить» ещё вернёт последние шаги.
p-decision-no-narrative = Эту кампанию начали в ранней версии Marchwarden, до повествовательных битв (ПРАВИЛА §9), и она живёт по правилам той версии: эту битву провести нельзя. Отмените выбор битвы, чтобы сражаться в другом месте, или переключите её на другой способ, если карточка битвы это предлагает.
p-decision-waiting = По правилам, с которыми начата эта кампания (из ранней версии Marchwarden), здесь никто не может ходить, и ни одна версия их не изменит: кампания хранит свои правила, чтобы всегда воспроизводиться одинаково. Нынешние правила идут отсюда дальше.
p-decision-continue-current-rules = Продолжить по нынешним правилам копией (эта кампания останется как есть)
p-decision-continued = Продолжена по нынешним правилам как «{ $name }»: из { $all } шагов по ним воспроизводятся { $taken }, и игра идёт оттуда. Исходная кампания сохранена как была.
p-decision-forced-title = Проходит каждый шаг, у которого лишь один возможный ответ, до следующего выбора или броска
p-decision-forced = Пройти вынужденные шаги

## Выбранная клетка (src/ui/panels/tile.rs)

p-tile-title = Клетка
p-tile-label = Клетка { $label }
p-tile-click = Щёлкните клетку, чтобы увидеть, что на ней.
p-tile-open-water = Открытая вода
p-tile-coastal-land = Прибрежная суша
p-tile-land = Суша
p-tile-marsh = Болото
p-tile-river = Река
p-tile-water-sides = { $n ->
        [one] { $n } водная сторона
        [few] { $n } водные стороны
       *[many] { $n } водных сторон
    }
p-tile-forest-sides = { $n ->
        [one] { $n } лесная сторона
        [few] { $n } лесные стороны
       *[many] { $n } лесных сторон
    }
p-tile-mountain-sides = { $n ->
        [one] { $n } горная сторона
        [few] { $n } горные стороны
       *[many] { $n } горных сторон
    }
p-tile-starting = Стартовая клетка
p-tile-explored = Разведана
p-tile-unexplored = Не разведана
p-tile-controlled-by = Под контролем: { $kingdom }
p-tile-settlement = Поселение: { $kind }
p-tile-capital = Поселение: { $kind } (столица: { $kingdom })
p-tile-winter-zone = Зимняя зона (LOY-1)
p-tile-upright = стоит
p-tile-on-its-side = на боку
p-tile-army = { $kingdom }: армия { $army }, { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }, { $pose }
p-tile-supplied-here = Армия { $army } снабжается на месте, с лояльной клетки (LOY-8)
p-tile-supplied-from = Армия { $army } снабжается из { $from } (LOY-8; линия видна на карте, когда армия выбрана)
p-tile-unsupplied = Армия { $army } без снабжения: { $left ->
        [one] будет уничтожена в конце следующего месяца, если снабжение не восстановится
       *[other] будет уничтожена через { $left } мес., если снабжение не восстановится
    } (LOY-8)
p-tile-ship = { $kingdom }: корабль { $ship }
p-tile-loyalty-of = { $kingdom } { $loyalty } (предел { $limit })
p-tile-loyalty = Лояльность: { $list }
p-tile-loyal-to-none = Не лояльна ни одному королевству (у всех 0)
p-tile-devastated = Опустошена: восстановится и восстанет через { $months ->
        [one] { $months } месяц
        [few] { $months } месяца
       *[many] { $months } месяцев
    } (LOY-5)
p-tile-rebellion = Восстание (LOY-6)
p-tile-developments = Развитие (NAR-2):
p-tile-defence = Оборона
p-tile-order = Порядок
p-tile-save = Сохранить
p-tile-province-level = Уровень провинции { $level } (грабёж — не больше { $level } зол. в месяц, DOM-10)
p-tile-its-ruler = правитель
p-tile-holding = { $kind } { $level } ({ $owner })
p-tile-holdings = Держания: { $list }
p-tile-occupied = Оккупирована, прежний владелец — { $kingdom }; оккупант не получает с неё дохода этой зимой (DOM-9)
p-tile-pillaged = Разграблена за этот ход владений: { $turn } зол., за месяц { $month } зол. (DOM-10)
p-tile-mounted-title = DOM-1: у конной армии 4 ОД, у пешей 3
p-tile-mounted = Армия { $army } конная

## Состав армии и вставленный список армии (src/ui/panels/roster.rs, src/ui/roster_text.rs)

p-roster-secret = Состав армии { $army } ({ $n ->
        [one] { $n } отряд
        [few] { $n } отряда
       *[many] { $n } отрядов
    }) знает только её владелец, пока его не раскроет битва (один экран).
p-roster-summary = Состав армии { $army } ({ $n ->
        [one] { $n } отряд
        [few] { $n } отряда
       *[many] { $n } отрядов
    })
p-roster-character = персонаж: Лидерство { $leadership }, Стратегия { $strategy }
p-roster-resting = пропускает следующую битву
p-roster-unit = Отряд
p-roster-size = Размер
p-roster-base = База
p-roster-modifier = Мод.
p-roster-plays-as = Играет как
p-roster-true-total = сумма без предела { $total }
p-roster-plays = { $plays } (без предела { $total })
p-roster-remove = Убрать { $name }
p-roster-unit-name = Название отряда
p-roster-unit-size = Размер отряда
p-roster-base-strength = Базовая сила отряда
p-roster-tags = Теги (NAR-1)
p-roster-character-box = Персонаж
p-roster-leadership = Лидерство
p-roster-strategy = Стратегия
p-roster-add-unit = Добавить отряд
p-roster-paste = Вставить список армии
p-roster-paste-help = По отряду в строке, как пишут построители армий: название, размер (отряд, полк, орда, легион; у героя, монстра, титана и боевой машины размер — они сами) и, по желанию, тип отряда, сила отряда 0–4 и очки; по-русски или по-английски. «2x» добавляет два; заголовки, итоги и примечания пропускаются.
p-roster-paste-help-tags = { p-roster-paste-help } И теги (по-английски).
p-roster-army-list = Список армии
p-roster-paste-example =
    Копейщики, пехота, полк
    2x Рыцари, кавалерия, отряд, 120 очков
p-roster-line = Строка { $line }: «{ $text }» — { $why }
p-roster-add-list = Добавить { $n ->
        [one] { $n } отряд
        [few] { $n } отряда
       *[many] { $n } отрядов
    }{ $points ->
        [0] {""}
       *[other] {" "}({ $points } очк.)
    }
p-roster-why-two-sizes = два размера («{ $field }»)
p-roster-why-strength = сила отряда { $n }: допустимо от 0 до 4
p-roster-why-unknown = «{ $field }» — не размер (отряд, полк, орда, легион), не тип отряда, не очки и не сила отряда 0–4
p-roster-why-unknown-or-tag = «{ $field }» — не размер (отряд, полк, орда, легион), не тип отряда, не очки, не сила отряда 0–4 и не тег
p-roster-why-no-size = нет размера: добавьте отряд, полк, орду или легион либо героя, монстра, титана или боевую машину
p-roster-why-no-name = нет названия перед размером
p-roster-why-long-name = название длиннее { $max ->
        [one] { $max } символа
       *[other] { $max } символов
    }
p-roster-why-full = состав полон ({ $max ->
        [one] { $max } отряд
        [few] { $max } отряда
       *[many] { $max } отрядов
    })

## Правила под рукой (src/ui/rule_sheet.rs): их тексты в rules/rules-ru.ftl, загружаются при первом открытии листа

## Карточка зимы и её печатные итоги (src/ui/panels/winter.rs)

p-winter-sum-title = Зима, год { $year } · { $step }
p-winter-sum-recall = Отзыв (WIN-1)
p-winter-sum-tithes = Десятина (WIN-3)
p-winter-sum-build = Строительство и набор (WIN-4)
p-winter-sum-feed = Прокорм (WIN-5)
p-winter-sum-deploy = Расстановка (WIN-6)
p-winter-sum-kingdom = Королевство
p-winter-sum-tiles = Клетки
p-winter-sum-towns = Поселения
p-winter-sum-stores = Золото · еда
p-winter-sum-armies = Армии
p-winter-sum-buys = Покупки
p-winter-sum-buys-title = Сколько покупок ему по карману сейчас
p-winter-sum-off-map = { $armies } ({ $staged } вне карты)
p-winter-sum-print = Напечатать итоги зимы

## Метки правил и правила под рукой (src/ui/panels/rule_tags.rs)
p-rules-what = Что говорит это правило
p-rules-dialog = Правило { $id }
p-rules-close = Закрыть правила
p-rules-fetching = Загружаю тексты правил…
p-rules-unfetched = Тексты правил не удалось загрузить ({ $reason }). Они придут со страницей, когда её откроют при подключении к сети.

## Королевства с первого взгляда (src/ui/panels/kingdoms.rs)

p-kingdoms-title = Королевства
p-kingdoms-kingdom = Королевство
p-kingdoms-kingdom-title = В порядке хода
p-kingdoms-tiles = Клетки
p-kingdoms-tiles-title = Клетки под контролем
p-kingdoms-towns = Поселения
p-kingdoms-towns-title = Поселения: деревни, города, крепости
p-kingdoms-armies = Армии
p-kingdoms-stores = Золото · еда
p-kingdoms-stores-title = Золото · еда (тратятся или пропадают каждую зиму)
p-kingdoms-might = Мощь
p-kingdoms-might-title = Мощь сейчас (OPT-SCORE): выигранные битвы, поселения, армии
p-kingdoms-place = { $place }-й в порядке хода
p-kingdoms-spoils = грабёж { $pillage } зол. · набег { $plunder } зол.

## Итоги и конец кампании (src/ui/panels/standings.rs)

p-standings-title = Итоговая таблица
p-standings-by-source = Королевство · мощь по источникам
p-standings-might = Мощь
p-standings-ties = При равенстве выше тот, у кого больше армий, затем городов, крепостей и деревень. Карта, летопись и составы армий остаются как были.
p-standings-over = Кампания окончена · OPT-SCORE
p-standings-wins = Кампанию выигрывает { $name }
p-standings-tie = Ничья за первое место: { $names }
p-standings-and = { $a } и { $b }
p-standings-score = Мощь { $might }
p-standings-see-map = Посмотреть карту

## Передача устройства при игре за одним экраном (src/ui/handover.rs)

handover-title = Игра за одним экраном
handover-pass = Передайте устройство: { $name }
handover-look-away = Остальные отворачиваются. Дальше играет только игрок этого королевства.
handover-take = Я играю за королевство { $name }: показать мой ход

## После внутренней ошибки (src/ui/panic.rs)

panic-title = Что-то пошло не так
panic-message = В Marchwarden произошла внутренняя ошибка, и он остановился. Ваша кампания цела: она сохранена после последнего принятого действия, а сохранение отключено, чтобы ничто сломанное её не перезаписало. Перезагрузите страницу, чтобы продолжить с того же места. Если это повторится, экспортируйте кампанию на начальной странице и сохраните файл.
panic-reload = Перезагрузить

## Карточка битвы (src/ui/panels/battle.rs)

p-battle-attacker = Нападение
p-battle-defender = Оборона
p-battle-decimal-sign = ,
p-battle-ship-with = { $token } с армией { $army }
p-battle-points = { $points } очк.
p-battle-defence = Защита { $defence }
p-battle-defence-held = Защита { $defence }, сохранённая с начала битвы (SIM-1)
p-battle-no-character = без героя (Лидерство 1)
p-battle-led-by = ведёт { $name } (Лидерство { $leadership }, Стратегия { $strategy })
p-battle-units = { $n ->
        [one] { $n } отряд
        [few] { $n } отряда
       *[many] { $n } отрядов
    }
p-battle-supply = снабжение { $supply } (NAR-3)
p-battle-defending = обороняется
p-battle-fallen = лежит на боку, не сражается
p-battle-tired = форсированный марш: { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[many] { $hits } попаданий
    } (DOM-3)
p-battle-sits-out = пропускает эту битву
p-battle-dice-left = Осталось кубов: { $dice }
p-battle-no-hits = попаданий пока нет
p-battle-caused = нанесено −{ $dealt } очк.
p-battle-draw = ничья
p-battle-neither = никто
p-battle-odds = { $attacker } побеждает: { $win } % · { $neither }: { $draw } % · { $defender } побеждает: { $loss } %
p-battle-odds-label = { $attacker } побеждает: { $win } %, { $neither }: { $draw } %, { $defender } побеждает: { $loss } %
p-battle-sheet-title = Лист битвы: нападает { $attacker }, обороняется { $defender }, клетка { $at }, год { $year }, месяц { $month }
p-battle-sheet-army = Армия { $army } · { $points } очк.
p-battle-unit = Отряд
p-battle-base = База
p-battle-mod = Мод.
p-battle-total = Итого
p-battle-plays = В игре
p-battle-defended-tile = Обороняемая клетка: { $benefit }.
p-battle-benefit-add-remove-or-move-1-terrain-piece = добавить, убрать или передвинуть 1 элемент местности
p-battle-benefit-up-to-1-blocking-or-difficult-piece-and-up-to-2-obstacles = до 1 непроходимого или труднопроходимого элемента и до 2 препятствий
p-battle-benefit-up-to-2-blocking-or-difficult-pieces-and-up-to-2-obstacles-plus-1-objective-worth-1-vp = до 2 непроходимых или труднопроходимых элементов и до 2 препятствий, а также 1 цель ценой 1 ПО
p-battle-benefit-up-to-2-blocking-or-difficult-pieces-and-up-to-4-obstacles-plus-2-objectives-worth-1-vp-each = до 2 непроходимых или труднопроходимых элементов и до 4 препятствий, а также 2 цели ценой по 1 ПО
p-battle-sheet-side = { $role }: { $kingdom } · { $points } очк.
p-battle-board = Стол: { $board }
p-battle-board-4-4-ft = 4 × 4 фута
p-battle-board-5-4-ft = 5 × 4 фута
p-battle-board-6-4-ft = 6 × 4 фута
p-battle-board-8-4-ft = 8 × 4 фута
p-battle-print = Напечатать лист битвы
p-battle-second = Вторая битва: опоздавшие армии прибыли; особых правил войны владений нет (DOM-7).
p-battle-ambush = Засада: в засаде { $ambusher }; { $ambushed } в первом раунде не может ни двигаться, ни атаковать (DOM-6).
p-battle-ambush-narrative = Засада ({ $ambusher }): сторона засады обороняется в полевом сражении и уже выиграла разведку без проверок с обеих сторон, поэтому первое столкновение проверяет она (DOM-6).
p-battle-evader = Уклонившийся атакует только { $n ->
        [one] { $n } вражеский отряд
        [few] { $n } вражеских отряда
       *[many] { $n } вражеских отрядов
    }: выберите, кого атаковать, обороняющийся — сопровождение, и так далее (DOM-6).
p-battle-arrives = Армия { $army } прибывает в начале { $round }-го раунда битвы (DOM-7).
p-battle-late = Армии { $army } не хватает { $short } ОД: она прибудет после этой битвы, и последует вторая битва (DOM-7).
p-battle-forced-march-simple = { $token } начинает бой с { $hits ->
        [one] { $hits } попаданием
       *[other] { $hits } попаданиями
    } от форсированного марша: Защита ниже на 1 за каждое попадание в этой битве, но не ниже 1 (DOM-3).
p-battle-forced-march-tabletop = { $token } начинает бой с { $hits ->
        [one] { $hits } попаданием
       *[other] { $hits } попаданиями
    } от форсированного марша: по одному урону за попадание отрядам по выбору владельца (DOM-3).
p-battle-forced-march-narrative = { $token } начинает бой с { $hits ->
        [one] { $hits } попаданием
       *[other] { $hits } попаданиями
    } от форсированного марша: за каждое попадание один отряд по выбору владельца не учитывается ни в одном подсчёте (DOM-3).
p-battle-camp = Армия { $army } взяла «Оборону»: она может сражаться из укреплённого лагеря — один дополнительный элемент местности (DOM-8).
p-battle-make-it = Провести как: { $kind }
p-battle-switch = Провести эту битву иначе (если все игроки согласны) · SET-6
p-battle-choosing-kind = выбирается вид битвы
p-battle-pillage-instead = боя нет: вместо него грабёж
p-battle-title = ⚔ Битва в { $at } · { $kind }

## Графики по ходу кампании (src/ui/chart.rs, src/ui/panels/charts.rs)

chart-might = Мощь
chart-tiles = Клетки
chart-towns = Поселения
chart-armies = Армии
chart-gold = Золото
chart-loyalty = Лояльность
chart-label = { $measure } каждого королевства: { $first } — { $last }
p-charts-title = По ходу кампании
p-charts-show = Показать
p-charts-hide = Скрыть
p-charts-kinds = Что показывает график
p-charts-now = сейчас

## Ответы на решения битвы (src/ui/panels/battle_answers.rs)

p-battle-attack = { $at }: атаковать — { $enemy }
p-battle-choose = Выберите, где и с кем сражаться (или щёлкните отмеченную клетку на карте):
p-battle-battles = Битвы
p-battle-kind-odds = { $kind } · ваша победа: { $win } %
p-battle-ships-here = Здесь корабли у обеих сторон: выберите вид битвы.
p-battle-kinds = Виды битвы
p-battle-remove = Убрать: { $token }
p-battle-to-remove = Фишки, которые можно убрать
p-battle-a-hit = попадание
p-battle-a-miss = промах
p-battle-put = Назначить { $face } армии { $army }: { $result }
p-battle-target = Армия { $army } · Защита { $defence }
p-battle-your-dice = Ваши оставшиеся кубы:
p-battle-hits-when = Кубик попадает, если на нём выпало не меньше Защиты армии.
p-battle-allocate-for-me = Распределить за меня: { $face } — армии { $army }
p-battle-fight-or-concede = Сражаться или уступить
p-battle-fight-on = Сражаться дальше: ещё один бросок
p-battle-declare-loser = Признать своё поражение
p-battle-fight = Сражаться
p-battle-concede = Уступить поле боя (поражение, затем отступление)
p-battle-stay = Остаться: все фишки остаются в клетке
p-battle-winner-moves = Вы победили: можете перевести одну фишку в свою соседнюю клетку (или щёлкните её на карте).
p-battle-retreat = Каждая фишка должна уйти в вашу соседнюю клетку (щёлкните её на карте или выберите здесь).
p-battle-army-unit = Армия { $army }: { $unit }
p-battle-times-routed = Сколько раз обращён в бегство
p-battle-earned-gain = Заслужил прибавку к Силе отряда
p-battle-play-on-table = Сыграйте битву на столе (лист битвы — выше), затем введите, чем она кончилась.
p-battle-result = Итог
p-battle-attacker-won = Победил нападающий
p-battle-result-draw = Ничья
p-battle-defender-won = Победил обороняющийся
p-battle-routed = Бегство
p-battle-gain = Прибавка (UST-1)
p-battle-enter-result = Ввести итог

## Карта (src/ui/map: view, words, loyalty, march, tokens, legend)

map-label = Карта кампании: стрелки — с клетки на клетку, Enter — выбрать, ? — список всех клавиш
map-province-levels = Уровни провинций
map-loyalty-of = Лояльность:
map-loyalty-off = — выкл. —
map-zoom-in = Приблизить
map-zoom-out = Отдалить
map-zoom-fit = Показать всю карту
map-off-the-map = за пределами карты
map-open-water = открытая вода
map-coastal-land = прибрежная суша
map-land = суша
map-marsh = болото
map-unexplored = не разведана
map-capital = { $kind }-столица
map-army = { $kingdom }: армия { $id }
map-army-on-side = { $kingdom }: армия { $id } на боку
map-ship = { $kingdom }: корабль { $id }
map-ship-on-side = { $kingdom }: корабль { $id } на боку
map-ruin = руины: { $left } мес.
map-rebel = ⚑ мятеж
map-unsupplied = Армия { $id }: без снабжения (или отрезана мятежниками); погибнет через { $left ->
        [one] { $left } конец месяца
        [few] { $left } конца месяца
       *[many] { $left } концов месяца
    }
map-spot-ship-retreat = RES-1: корабли и пары отступают как прежде
map-spot-stop = LOY-4.2: дружественная клетка ниже своего предела
map-spot-through = LOY-4.3:
map-spot-through-full = LOY-4.3: через заполненную клетку { $tile }
map-spot-through-devastated = LOY-4.3: через опустошённую клетку { $tile }
map-spot-overfill = LOY-4.5: остаться сверх предела; клетка опустошается
map-spot-push = LOY-4.6: вытолкнуть оттуда одну армию дальше
map-spot-via = { $rule } через { $tile }
map-mp = { $cost } ОД
map-occupied = Оккупирована, прежний владелец — { $name }; дохода нет, пока не пройдёт его зима (DOM-9)
map-pillaged = Разграблена за этот ход владений: { $gb } зол. (DOM-10)
map-letter-defend = О
map-letter-raze = Р
map-letter-regroup = П
map-letter-works = Х
map-letter-agitate = А
map-letter-pillage = Г
map-letter-skirmish = С
map-letter-plunder = Н
map-letter-lower-source = И
map-legend = Легенда
map-legend-road = Дорога: половина стоимости (DOM-1)
map-legend-winter-zone = Зимняя зона (региональная зима, LOY-1)
map-legend-loyalty = Лояльность 0–6 (от красного к зелёному) и точки предела снабжения: королевство выбирается над картой
map-legend-devastated = Опустошена (LOY-5): месяцев до восстановления, после чего поднимет мятеж
map-legend-rebel = Мятежная провинция (LOY-6)
map-legend-supply-line = Линия снабжения выбранной армии (LOY-8)
map-legend-out-of-supply = Без снабжения или отрезана: сколько концов месяца осталось
map-legend-retreat-spot = Место отступления и пункт LOY-4, который его допускает
map-legend-reach = Выбранная армия может дойти сюда, цена в ОД (DOM-11)
map-legend-forced = Только форсированным маршем: попадание за каждое ОД сверх запаса (DOM-3)
map-legend-march-path = Путь похода до указателя; красным — форсированный марш
map-legend-march-planned = Поход, приказанный в этом месяце
map-legend-occupied = Оккупирована: отнята у королевства, чей это флаг (DOM-9)
map-legend-pillaged = Разграблена за этот ход владений, взято золото (DOM-10)
map-legend-land = Суша
map-legend-open-water = Открытая вода
map-legend-marsh = Болото
map-legend-water-edge = Сторона: вода
map-legend-forest-edge = Сторона: лес
map-legend-mountain-edge = Сторона: горы
map-legend-river = Река
map-legend-starting-tile = Стартовая клетка
map-legend-unexplored = Не разведано
map-legend-village = Деревня
map-legend-city = Город
map-legend-fortress = Крепость
map-legend-capital = Столица
map-legend-army-upright = Армия стоит
map-legend-army-on-side = Армия на боку
map-legend-choose-here = Выбрать здесь
map-legend-may-move-here = Можно пойти сюда
map-legend-move-order = Приказ движения
map-legend-defend = Оборона (Р — разорение, П — перегруппировка, Х — хозяйственные работы, А — агитация)

## Карта в виде картинки (src/ui/map_image.rs, src/ui/map/picture.rs)

picture-title = Карта
picture-save = Сохранить карту картинкой
picture-card = Карта в виде картинки
picture-hex-before = Каждая клетка
picture-hex-after = мм в поперечнике
picture-print = Для печати в масштабе вашего террейна: { $size }
picture-save-svg = SVG для печати
picture-png-before = PNG с разрешением
picture-png-after = dpi
picture-share = Чтобы поделиться в чате: { $size }
picture-save-png = PNG, чтобы поделиться
picture-drawing = Рисуется…
picture-mm = { $w } × { $h } мм
picture-px = { $w } × { $h } пикс.
picture-none = —
picture-decimal-mark = ,
picture-saved-svg = Сохранено: { $file }, { $mm } мм на клетку.
picture-saved-png = Сохранено: { $file }, { $w } × { $h } пикс.
picture-hex-size = Укажите клетку от 5 до 500 мм в поперечнике.
picture-dpi-range = Укажите разрешение от 10 до 2400 dpi.
picture-too-large = При { $dpi } dpi картинка была бы { $w } × { $h } пикс.: больше, чем может нарисовать браузер. При таком размере клетки — не больше { $most } dpi.
picture-not-drawn = Этот браузер не смог нарисовать { $w } × { $h } пикс.: выберите меньше dpi.
picture-failed = Не удалось сделать картинку: { $why }

## Редактор карт (src/ui/map_editor.rs)

editor-title = Редактор карт
editor-brush = Кисть
editor-tool-land = Суша
editor-tool-marsh = Болото
editor-tool-water = Открытая вода
editor-tool-river = Река (вкл./выкл.)
editor-tool-start = Стартовая клетка (вкл./выкл.)
editor-tool-winter = Зимняя зона (вкл./выкл.; региональная зима, LOY-1)
editor-tool-forest = Лесная клетка
editor-tool-mountain = Горная клетка
editor-tool-edge = Сторона клетки: вода → лес → горы → ничего
editor-tool-road = Дорога через сторону (вкл./выкл.; война владений)
editor-tool-level = Уровень провинции (война владений)
editor-tool-law = Владение закона (вкл./выкл.)
editor-tool-guild = Владение гильдии (вкл./выкл.)
editor-tool-temple = Владение храма (вкл./выкл.)
editor-tool-source = Владение источника (вкл./выкл.)
editor-level = Уровень (0–10; пусто — по поселению)
editor-hint = Щёлкайте по клеткам, чтобы закрасить их; кистями стороны и дороги щёлкайте у стороны клетки.
editor-size = Размер
editor-resize = Изменить размер
editor-blank = Пустая 12×10
editor-save-title = Сохранение
editor-name = Название
editor-save = Сохранить в этом браузере
editor-start = Сохранить и начать на ней кампанию
editor-import = Импортировать файл карты
editor-saved-maps = Сохранённые карты
editor-no-maps = Сохранённых карт пока нет.
editor-open-map = Открыть { $name }
editor-default-name = Моя карта
editor-no-name = Сначала дайте карте название.
editor-saved = Карта «{ $name }» сохранена в этом браузере.
editor-saved-damaged = Карта «{ $name }» сохранена. Карты, сохранённые раньше, повреждены и не читаются: их текст хранится в этом браузере под ключом «marchwarden/maps-damaged», а список карт начат заново.
editor-unreadable = не удалось прочитать файл
editor-not-a-map-file = это не файл карты: { $why }
editor-imported = Файл { $name } импортирован.
editor-import-failed = Не удалось импортировать { $name }: { $why }

## Уведомления и панели экрана кампании (src/ui/campaign.rs, src/ui/app.rs)

leave-title = Последнее изменение кампании не сохранено
ask-no = Отмена
ask-raze = Разорить
ask-buy-anyway = Всё равно купить
leave-stay = Остаться
leave-keep-copy = Сохранить ходы этой вкладки копией и уйти
leave-anyway = Уйти без них
campaign-unsaved = Последнее изменение не сохранено в этом браузере.
campaign-seed-title = Зерно кампании: от него зависят кубы приложения
campaign-seed = зерно { $seed }
campaign-share-link = Отправьте эту ссылку в чат или по почте: открыв её, получатель импортирует кампанию. Она попадёт только туда, куда вы её отправите.
campaign-close = Закрыть
phones-intro = Каждый игрок может вести своё королевство со своего телефона или планшета в этой сети, без сервера посредине. Пригласите королевство и наведите камеру того телефона на его квадратный код (или откройте там его ссылку); затем нажмите «Сканировать» и поднесите код телефона к камере этого экрана или вставьте его сюда.
phones-invite = Пригласить
phones-remove = Отключить устройство
phones-link = Или откройте эту ссылку на телефоне игрока:
phones-answer = Код, который показывает телефон:
phones-connect = Подключить
phones-joined = На телефоне
phones-away = Телефон отошёл: пригласите его снова, чтобы он вернулся (он получит только пропущенное)
phones-not-joined = Ходит за этим экраном
phones-played-by-app = Играет приложение
phones-bad-code = Это не код телефона: скопируйте его снова целиком.
phones-no-webrtc = Этот браузер не может соединяться с другими устройствами (нет WebRTC).
phones-scan = Сканировать
phones-stop-scan = Остановить сканирование
phones-no-camera = Камерой здесь воспользоваться нельзя: вставьте код телефона вручную.
phones-no-decoder = Этот браузер не умеет читать здесь квадратные коды: вставьте код телефона вручную.
join-title = Подключение к кампании
join-making = Готовим код этого устройства…
join-show-code = Поднесите это к камере ведущего («Сканировать» на его экране) или вставьте код ниже там, в поле «Код, который показывает телефон»:
join-waiting = Ждём ведущего…
join-receiving = Соединено: получаем кампанию ({ $got } из { $of })
join-bad-link = В этой ссылке нет приглашения: попросите у ведущего новое.
join-closed-unknown = Ведущий не знает этого приглашения: возможно, оно уже использовано. Попросите новое.
join-closed-no-seat = Этого королевства больше нет в кампании.
join-closed-removed = Ведущий отключил это устройство.
join-closed-refused = Ведущий закрыл соединение.
join-lost = Связь с ведущим потеряна: откройте новое приглашение ведущего, чтобы подключиться снова.
join-host-gone = Связь с экраном ведущего прервана. Чтобы подключиться снова, откройте новое приглашение ведущего. Если страница ведущего закрыта насовсем, на этом устройстве вся кампания: оно может продолжить как ведущий.
join-carry-on = Продолжить как ведущий
join-home = На начальную страницу
peer-not-yours = Это решение не вашего королевства.
peer-taken = На это решение уже ответили.
peer-refused = Ведущий не принял этот ответ.
campaign-copy = Скопировать ссылку
campaign-copied = Скопировано ✓
campaign-copy-refused = Браузер не разрешил: выделите ссылку выше и скопируйте её
campaign-reload = Перезагрузить
campaign-storage-warning = Хранилище этого браузера для Marchwarden заполнено на { $percent } %: экспортируйте кампании (начальная страница, «Экспортировать все кампании») и удалите старые, пока место не кончилось.
campaign-ok = ОК
campaign-understood = Понятно
campaign-panel-size = Размер панелей
campaign-drawer-map = Карта
campaign-drawer-half = Половина
campaign-drawer-panels = Панели
campaign-shared-link = присланная ссылка
campaign-cannot-open = Сохранённую кампанию «{ $id }» не удаётся открыть: { $why }

## Refusals and file errors (src/engine/error.rs, map.rs, ruleset.rs, src/storage)

refused-move-not-adjacent = она не соседняя с армией
refused-move-off-map = она за краем карты
refused-move-open-water = армии не входят в открытую воду
refused-move-marsh = армии не входят в болото
refused-move-water-edge = граница между клетками — вода
refused-move-not-navigable = корабли ходят только в открытую воду и на прибрежные или речные клетки, но не в болото
refused-move-winter-zone = её закрыла зима: в последние три месяца года ни одна армия не входит в зимнюю зону (LOY-1)
refused-march-stops = марш останавливается на клетке перед ней (неразведанной или с вражескими фишками)
refused-march-twice = марш входит в каждую клетку один раз и не возвращается к началу
refused-march-empty = путь пуст
refused-not-pending = APP-1: это не ответ на решение, которое ждёт сейчас ({ $pending })
refused-faces-given = APP-2: в этой кампании кубы бросает приложение; вводить грани нельзя
refused-faces-missing = APP-2: в этой кампании кубы бросают за столом: введите { $count } { $count ->
        [one] выпавшую грань
        [few] выпавшие грани
       *[many] выпавших граней
    }
refused-faces-invalid = APP-2: введите ровно { $count } { $count ->
        [one] куб
        [few] куба
       *[many] кубов
    }, каждый от 1 до { $sides }
refused-off-map = MAP-5: { $hex } — не на карте
refused-bad-race = SET-1: назовите расу, от 1 до { $max } { $max ->
        [one] символа
       *[other] символов
    }
refused-not-free-starting-tile = SET-3: { $hex } — не свободная стартовая клетка
refused-not-free-ring-tile = SET-4: { $hex } — не свободная клетка суши в кольце вокруг вашей столицы
refused-kind-not-left = SET-4: у вас не осталось для расстановки: { $kind }
refused-not-own-settlement = SET-5: первая армия ставится на вашу клетку с поселением; { $hex } не такая
refused-not-your-unordered-token = SUM-ORD-1: армия { $token } — не ваша или уже получила приказ в этом месяце
refused-not-your-unresolved-order = SUM-RES-1: у армии { $token } нет вашего приказа, который можно исполнить сейчас
refused-must-regroup = SUM-ORD-3: армия { $token } лежит на боку: ей доступен только приказ «Перегруппироваться»
refused-upright-cannot-regroup = SUM-ORD-3: армия { $token } стоит: перегруппироваться может только фишка на боку
refused-move-blocked = SUM-ORD-4: фишка { $token } не может пойти на { $to }: { $why }
refused-defend-armies-only = SUM-ORD-5: обороняться может только армия; фишка { $token } — корабль или пара
refused-nothing-to-raze = SUM-ORD-6: под армией { $token } нет поселения, которое можно разрушить
refused-phase-not-built = { $rule }: правил этой фазы ({ $phase }) пока нет в этой версии Marchwarden
refused-campaign-over = WIN-7: кампания окончена, играть больше нечего (последние шаги ещё можно отменить)
refused-not-an-answer = { $rule }: «{ $answer }» — не из тех ответов, что допустимы сейчас
refused-bad-unit-report = TAB-3: у армии { $army } нет отряда { $unit } в этой битве, или он указан дважды, или бегств у него слишком много
refused-cannot-switch = SET-6: эту битву сейчас нельзя сделать такой: { $kind }; сменить способ может только сухопутная битва, ещё не брошенная и не записанная
refused-cannot-pair = SUM-ORD-2: армия { $army } не может объединиться с кораблём { $ship }: оба должны принадлежать одному королевству, стоять на одной клетке, быть без пары, оба стоять или оба лежать на боку — и до первого приказа этого королевства в месяце
refused-pair-takes-one-order = SUM-ORD-2: армия { $army } плывёт на корабле { $ship }, а пара получает один приказ: отдайте его кораблю
refused-cannot-unpair = SUM-ORD-2: корабль { $ship } не может сейчас высадить армию (пара не разделяется в открытой воде и после первого приказа своего королевства)
refused-roster-not-used = SET-7: составы ведутся, только когда битвы играют на столе
refused-no-such-army = SET-7: армии { $army } нет
refused-no-such-unit = SET-7: у армии { $army } нет отряда { $unit }
refused-bad-unit = SET-7: у отряда должны быть название и размер не длиннее { $max_name } { $max_name ->
        [one] символа
       *[other] символов
    } и базовая сила отряда от 0 до 4; в составе не больше { $max_units } { $max_units ->
        [one] отряда
       *[other] отрядов
    }
refused-bad-developments = NAR-2: на { $hex } нет поселения, или его улучшения не такие: Оборона и Порядок не больше чем по одному разу, с оценкой от 1 до 5 (только в повествовательных кампаниях)
refused-developments-in-battle = NAR-2: на { $hex } идёт битва; улучшения поселения можно изменить, когда она закончится
refused-cannot-mobilise = LOY-10: сейчас нельзя провести принудительную мобилизацию на { $hex }: раз в месяц, до вашего первого приказа, на вашей клетке, не мятежной и не опустошённой, пока армий меньше предела
refused-special-order-blocked = LOY-10: армия { $token } не может получить этот особый приказ: хозяйственные работы — не на опустошённой клетке; агитация — только против чужой клетки (вашей или соседней с вашей), не мятежной и не опустошённой
refused-march-needed = DOM-11: в войне за владения армия { $token } идёт маршем: дайте ей путь, а не ход на одну клетку
refused-cannot-march = DOM-11: армия { $token } не может идти маршем: маршем идёт только стоящая армия без приказа; корабли и пары ходят на одну клетку
refused-march-step = DOM-11: марш армии { $token } не может войти на { $label }: { $why }
refused-march-too-long = DOM-3: марш армии { $token } стоит { $cost } ОД; потратить можно не больше { $most } (двойной запас, форсированный марш)
refused-cannot-pillage = DOM-10: армия { $token } не может получить здесь этот приказ: грабёж — вне своих земель, где нет вражеской армии, не выше уровня провинции в этом месяце; набег — только на занятой ею клетке (DOM-9)
refused-not-your-army = DOM-1: нет армии { $army }, чтобы посадить её на коней
refused-mounted-already = DOM-1: армия { $army } уже верхом
refused-on-foot-already = DOM-1: армия { $army } уже пешая
refused-mounted-ordered = DOM-1: у армии { $army } уже есть приказ на этот месяц: сесть на коней или спешиться она сможет, когда он будет исполнен
err-name-too-long = длиннее { $max } { $max ->
        [one] символа
       *[other] символов
    }
err-name-invisible = содержит управляющие символы или символы направления текста
err-kingdom-count = в кампании от 2 до { $max } королевств, а не { $found }
err-kingdom-name = королевству { $index } нужно имя
err-name = имя «{ $name }» { $problem }
err-duplicate-name = два королевства названы одинаково: «{ $name }»
err-colour = у королевства «{ $name }» цвет «{ $colour }»; используйте #rrggbb
err-too-few-starting-tiles = на карте { $found } { $found ->
        [one] стартовая клетка
        [few] стартовые клетки
       *[many] стартовых клеток
    }, этого мало для { $kingdoms } { $kingdoms ->
        [one] королевства
       *[other] королевств
    } (SET-3)
err-unknown-module = кампания играет с модулем правил «{ $module }», которого нет в этом Marchwarden. Обновите приложение, чтобы открыть её
err-rules-version = кампания идёт по правилам версии { $found }; этот Marchwarden знает версии до { $supported }. Обновите приложение, чтобы открыть её
err-not-json = этот файл — не JSON ({ $why })
err-not-a-save = этот JSON — не кампания Marchwarden: в нём нет числа «format»
err-bad-format-number = «format» этой кампании — { $found }, а не целый номер формата сохранения
err-newer-format = эту кампанию сохранил более новый Marchwarden (формат сохранения { $found }; эта версия читает до { $supported }). Обновите приложение, чтобы открыть её
err-unknown-format = формат сохранения { $found } неизвестен
err-malformed = файл кампании повреждён: { $why }
err-setup = настройка кампании неверна: { $why }
err-replay-diverged = повтор кампании сбивается на команде { $at }: { $error }
err-missing-hash = в файле кампании нет хеша, по которому можно проверить её повтор или историю отмен
err-history-mismatch = история отмен кампании (то, что повторит «Вернуть», и отмены, что показывает летопись) изменена вручную: она не совпадает со своим хешем
err-redo-diverged = история возвратов кампании сбивается на шаге { $at }: { $error }
err-undo-note-refused = в истории отмен кампании (отмена { $at }) ход, который правила не принимают там, где его отменили: { $error }
err-undo-note-misplaced = в истории отмен кампании (отмена { $at }) ход за концом кампании, какой она тогда была
err-unknown-hash = хеш состояния «{ $hash }» в файле кампании — неизвестного этой версии вида
err-hash-mismatch = повторённая кампания отличается от сохранённой (хеш состояния { $found }, в файле — { $expected }): файл изменён вручную или другой версией правил
err-map-size = MAP-1: карта бывает от 1 до { $max } клеток в ширину и высоту, а не { $width }×{ $height }
err-map-row-count = MAP-1: по описанию у карты { $expected } рядов, а на деле { $found }
err-map-row-length = MAP-1: в ряду { $row } клеток { $found }, а ширина карты — { $expected }
err-map-bad-token = MAP-1: ряд { $row }, столбец { $col }: «{ $token }» — не клетка (используйте ~ . m, затем r s F M)
err-map-edge-off-map = MAP-5: отметка края на { $hex } лежит за картой
err-map-level = MAP-6: клетка { $label }: уровень провинции или владения — от 0 до { $max }, а не { $level }
err-map-holding-owner = MAP-6: клетка { $label } называет владельцем владения { $owner }; места — от 0 до { $last }
err-map-province-not-land = MAP-6: клетка { $label } — не суша: провинции (уровень, владения) нужна суша
err-map-road-on-water = MAP-6: клетка { $label } — открытая вода: дороги соединяют сушу и болота
err-options-years = OPT-YEARS: кампания длится от 1 до 20 лет, а не { $n }
err-options-months = OPT-MONTHS: в лете от 1 до 12 месяцев, а не { $n }
err-options-max-armies = OPT-MAX-ARMIES: предел армий — от 1 до 20, а не { $n }
err-options-regional-winter = LOY-1: для региональной зимы нужны модуль лояльности и год из 12 месяцев
err-options-allowance = DOM-1: запас хода — от 1 до { $max } ОД, а не { $n }
err-codec-damaged = сохранённая кампания повреждена: её сжатый текст не читается
err-codec-unwritable = кампанию не удалось записать как сохранение: { $why }
err-codec-bad-link = в этой ссылке нет кампании (она обрезана или изменена)
err-codec-too-large = распакованная кампания заняла бы больше { $mb } МБ — больше, чем нужно любой кампании: она не открыта
err-storage-unavailable = этот браузер не даёт странице хранить данные (localStorage отключён или заблокирован): кампании здесь не сохранить. Экспортируйте кампанию, чтобы не потерять её
err-storage-full = хранилище браузера для этой страницы заполнено: последнее изменение НЕ сохранено. Экспортируйте кампанию, затем удалите старые, чтобы освободить место
err-storage-write = сохранить не удалось: { $why }. Последнее изменение НЕ сохранено; экспортируйте кампанию, чтобы не потерять её
err-storage-kept-other = сохранить не удалось: браузер сохранил не то, что было записано. Последнее изменение НЕ сохранено; экспортируйте кампанию, чтобы не потерять её
err-storage-stopped = сохранение остановлено после внутренней ошибки; перезагрузите страницу, чтобы продолжить с последнего сохранения
err-storage-missing = кампании «{ $id }» в этом браузере нет
err-storage-bad-maps = сохранённые карты повреждены ({ $why }); кампаний это не касается
err-storage-download = не удалось передать файл браузеру: { $why }
err-storage-no-room = в хранилище браузера нет места для этой кампании ({ $kb } КБ): она не сохранена. Удалите или экспортируйте старые кампании, чтобы освободить место
err-storage-list-not-updated = кампания сохранена, но список кампаний обновить не удалось ({ $why }); он будет восстановлен при следующем открытии стартовой страницы
err-storage-changed-elsewhere = эту кампанию изменили в другой вкладке или окне, и там она ушла дальше: последнее изменение в этой вкладке НЕ сохранено, ходы другой вкладки сохранены. Перезагрузите, чтобы продолжить оттуда
err-storage-deleted-elsewhere = эту кампанию удалили в другой вкладке или окне: последнее изменение в этой вкладке НЕ сохранено. Экспортируйте её, чтобы не потерять
err-storage-written-over = другая вкладка или окно сохранили эту кампанию в тот же миг, и сохранился их ход: последний ход этой вкладки НЕ сохранён. Сохраните ходы этой вкладки копией или продолжите с ходов другой вкладки
campaign-keep-copy = Сохранить ходы этой вкладки копией
campaign-kept-copy = Ходы этой вкладки сохранены копией: «{ $name }»

## What a pending decision asks (src/engine/decision.rs, the phase bar)

prompt-the-table = Все за столом
prompt-list = { $first }, { $rest }
prompt-roll = { $who }: бросьте { $count }D{ $sides } — { $purpose }
prompt-roll-each = { $who }: по одному D{ $sides } за каждое из { $count } королевств — { $purpose }
prompt-choose-race = { $who }: выберите основную расу, пока остальные не смотрят
prompt-place-capital = { $who }: выберите стартовую клетку для столицы
prompt-place-settlement = { $who }: расставьте вокруг столицы: { $kinds }
prompt-place-army = { $who }: поставьте первую армию на одно из своих поселений
prompt-give-order = { $who }: отдайте один приказ ({ $n ->
        [one] ждёт { $n } фишка
        [few] ждут { $n } фишки
       *[many] ждут { $n } фишек
    })
prompt-resolve-order = { $who }: исполните один приказ ({ $n ->
        [one] остался { $n } приказ
        [few] осталось { $n } приказа
       *[many] осталось { $n } приказов
    })
prompt-choose-battle = { $who }: выберите битву ({ $n ->
        [one] возможна { $n } битва
        [few] возможны { $n } битвы
       *[many] возможно { $n } битв
    })
prompt-choose-battle-kind = { $who }: выберите вид битвы на { $hex }
prompt-remove-ships = { $who }: уберите свои корабли или пары: { $count }
prompt-remove-fallen = { $who }: уберите свои павшие фишки: { $count }
prompt-allocate-die = { $who }: положите куб на вражескую армию ({ $n ->
        [one] остался { $n } куб
        [few] осталось { $n } куба
       *[many] осталось { $n } кубов
    })
prompt-declare-loser = { $who }: сражаться дальше или признать поражение?
prompt-concede = { $who }: сражаться на { $hex } или уступить поле?
prompt-report-tabletop = { $who }: сыграйте битву на { $hex } на столе и введите итог
prompt-retreat = { $who }: отступите из битвы ({ $n ->
        [one] двигать { $n } фишку
        [few] двигать { $n } фишки
       *[many] двигать { $n } фишек
    })
prompt-winner-move = { $who }: выведите одну фишку с отвоёванной клетки или оставайтесь
prompt-ship-home = { $who }: выберите город, где зимует корабль { $ship }
prompt-armies-home = { $who }: столица потеряна; выберите, где зимуют ваши армии
prompt-tithe = { $who }: заплатите десятину другому королевству или пропустите
prompt-build = { $who }: купите что-нибудь одно или пропустите
prompt-starve = { $who }: не хватает еды; выберите армии для роспуска: { $left }
prompt-deploy = { $who }: поставьте армию в одно из своих поселений (ждут: { $n })
prompt-campaign-over = Кампания окончена: смотрите итоговую таблицу
prompt-loyalty-retreat = { $who }: выберите, куда отступить ({ $n ->
        [one] двигать { $n } фишку
        [few] двигать { $n } фишки
       *[many] двигать { $n } фишек
    })
prompt-push = { $who }: вытесните одну из своих армий с { $hex }
prompt-engage-stay = { $who }: остаться в укреплении на { $hex } или выйти в поле?
prompt-engage-pillage = { $who }: враг не выходит из-за стен на { $hex }: атаковать его или вместо этого грабить?
prompt-engage-catch = { $who }: застрельщиков на { $hex } могут настичь только некоторые ваши армии: атаковать ими?
prompt-engage-escort = { $who }: выберите армию, которая встретит атаку на { $hex }
prompt-engage-evade = { $who }: ваши застрельщики уклоняются от врага на { $hex }: как этим воспользоваться?
prompt-engage-spend = { $who }: армия { $army } грабит { $hex }: сколько свободных ОД она тратит (1 зол. за каждое)?
prompt-roster = { $who }: армия { $army } сражается без состава: возьмите предложенный (NAR-1)
prompt-test = { $side }: проверка Лидерства — { $test } ({ $rule })
prompt-sortie = { $who }: встретить нападающего в поле или остаться за стенами?
prompt-pick = { $who }: разведчики нашли лазейки ({ $left }): выбирайте
prompt-victim = { $who }: выберите, кто падёт
prompt-leave-out = { $who }: армия { $army } шла форсированным маршем: оставьте вне битвы { $left } { $left ->
        [one] её отряд
        [few] её отряда
       *[many] её отрядов
    } (DOM-3)
prompt-narrative-retreat = { $who }: перегруппироваться или преследовать разбитого врага?
prompt-waiting = { $phase }: по правилам, с которыми начата кампания, здесь никто не может ходить
prompt-phase-setup = Расстановка
prompt-phase-summer-orders = Летние приказы
prompt-phase-summer-resolution = Летнее исполнение приказов
prompt-phase-summer-battles = Летние битвы
prompt-phase-summer-reform = Летнее перестроение
prompt-phase-winter = Зима
prompt-phase-narrative-battles = Повествовательные битвы

## Повествовательная битва (src/ui/panels/narrative_answers.rs)

p-narrative-die-face = { $die }: { $face }
p-narrative-tests = { $who }: проверка «{ $test }» ({ $rule })
p-narrative-against = Лидерство { $leadership } против сложности { $difficulty }
p-narrative-chance = Шанс пройти: { $chance } % (точно)
p-narrative-table-roll = Бросьте повествовательные кубы и нажмите, что выпало на каждом:
p-narrative-die = Кубик { $n }: { $die }
p-narrative-a-unit = отряд
p-narrative-unit = { $name } (армия { $army })
p-narrative-character = Лидерство { $leadership }, Стратегия { $strategy }
p-narrative-latest = Только что брошенная проверка:
p-narrative-no-roster = У армии { $army } нет ростера (NAR-1). Впишите её отряды ниже или возьмите предложенный ростер:
p-narrative-fight-with = { $n ->
        [one] Сражаться с этим ростером ({ $n } отряд)
        [few] Сражаться с этим ростером ({ $n } отряда)
       *[many] Сражаться с этим ростером ({ $n } отрядов)
    }
p-narrative-take-roster = Взять предложенный ростер
p-narrative-roll = Бросить кубы
p-narrative-sortie-hint = NAR-SA-1: ваши разведчики справились. Встретьте нападающего в поле (атака в поле начинается с первого столкновения, и вы проходите проверку первым) или оставайтесь за стенами и используйте бреши, найденные разведкой.
p-narrative-sortie = Вылазка: встретить их в поле
p-narrative-stay = Остаться за стенами
p-narrative-keep-out = Не допустить в бой: { $unit }
p-narrative-disable = Вывести из строя: { $development }
p-narrative-development-defence = Оборона
p-narrative-development-order = Порядок
p-narrative-openings = { $left ->
        [one] Осталась { $left } брешь
        [few] Осталось { $left } бреши
       *[many] Осталось { $left } брешей
    } (по одной за каждый чистый успех или пару преимуществ).
p-narrative-done = Это всё
p-narrative-victim-unit = { $enemy_chooses ->
        [0] Одно чистое преимущество или угроза уничтожает отряд этой стороны, и она сама выбирает какой (NAR-SYM-1):
       *[other] Два чистых преимущества или угрозы уничтожают отряд этой стороны, и выбирает её противник (NAR-SYM-1):
    }
p-narrative-victim-character = { $enemy_chooses ->
        [0] Три чистых преимущества или угрозы выводят из строя героя этой стороны, и она сама выбирает какого (NAR-SYM-1):
       *[other] Триумф или отчаяние выводит из строя героя этой стороны, и выбирает её противник (NAR-SYM-1):
    }
p-narrative-leave-out = Оставить вне боя: { $unit }
p-narrative-worn = DOM-3: за каждое попадание от форсированного марша один отряд не участвует ни в одном подсчёте этой битвы; осталось выбрать: { $left }.
p-narrative-won = Битва выиграна. Перестроиться (+1 к броскам восстановления) или преследовать (проверка; каждый чистый успех или пара преимуществ — ещё одна потеря врага на ваш выбор).
p-narrative-regroup = Перестроиться
p-narrative-pursue = Преследовать
p-narrative-scouting = Разведка
p-narrative-initial-assault = Первый приступ
p-narrative-storming = Штурм стен
p-narrative-retreat = Отступление
p-narrative-recovery = Восстановление
p-narrative-initial-engagement = Первое столкновение
p-narrative-full-engagement = Решающее сражение
p-narrative-automatic = проходит автоматически (DICE-3)
p-narrative-net = итог: успехи { $successes }, преимущества { $advantages }{ $triumphs ->
        [0] {""}
       *[other] , триумфы { $triumphs }
    }: { $verdict }
p-narrative-passes = пройдена
p-narrative-fails = провалена
p-narrative-who = { $who } · { $test } ({ $rule })
p-narrative-role = { $role }: { $kingdom }
p-narrative-odds = { $attacker } побеждает: { $win } % · { $defender } побеждает: { $loss } %
p-narrative-simulated = { $tests ->
        [0] Шансы на всю битву: 100 000 битв, разыгранных с выбором, который предлагает приложение.
       *[other] Шансы битвы отсюда: 10 000 битв, разыгранных с этого момента с выбором, который предлагает приложение.
    }
p-narrative-settlement-attack = Атака поселения (§9.4)
p-narrative-field-attack = Атака в поле (§9.5)
p-narrative-kept-out = Разведка не допустила в бой: { $units }
p-narrative-disabled = Выведено из строя: { $developments }
p-narrative-fallen = Павшие: { $units }
p-narrative-legend = ✶ успех · ▲ преимущество · ★ триумф · ✖ неудача · ▼ угроза · ☠ отчаяние

## Итоги (src/ui/panels/moments.rs)

p-moment-wins = { $winner } побеждает в { $at }
p-moment-draw = Ничья в { $at }
p-moment-battle = битва
p-moment-fallen = Пали ({ $n }): { $units }.
p-moment-hit = попадание: армия { $army }
p-moment-miss = промах: армия { $army }
p-moment-loses = Армия { $army } теряет { $points } очк.
p-moment-destroyed = Уничтожено: { $token }
p-moment-retreats = { $token } отступает в { $to }{ $laid ->
        [1] , ложится на бок
       *[other] {""}
    }
p-moment-moves-on = { $token } продвигается в { $to }
p-moment-kind = { $when } · { $kind } · нападает { $attacker }, обороняется { $defender }
p-moment-got-it = Понятно
p-moment-recap-won = Битва в { $at }: побеждает { $winner }
p-moment-recap-draw = Битва в { $at }: ничья
p-moment-took = { $kingdom }: { $n ->
        [one] взята клетка
       *[other] взяты клетки
    } { $tiles }
p-moment-explored = { $kingdom }: { $n ->
        [one] разведана клетка
       *[other] разведаны клетки
    } { $tiles }
p-moment-found-at = Находка в { $at }: { $kind }
p-moment-lost = Потеряно: { $token }
p-moment-since-orders = { $kingdom }: что случилось после ваших приказов
p-moment-what-happened = Что случилось
p-moment-since-last-month = С прошлого месяца · REF-7
p-moment-found = { $kind }
p-moment-open-country = ничего, кроме открытой местности
p-moment-explores = { $kingdom } исследует земли · SUM-RES-2
p-moment-rolled = { $at }: выпало { $total } — { $found }
p-moment-tied = Ничья — бросайте снова
p-moment-tied-again = Королевства с равным результатом бросают ещё раз, чтобы определить порядок.

## Ответы на решения лояльности (src/ui/panels/loyalty_answers.rs)

p-loyalty-retreat = Выберите, куда отходит каждая разбитая армия (или выберите её и щёлкните отмеченную клетку). У каждого места указан пункт LOY-4, который его допускает.
p-loyalty-from = { $token } из { $from }
p-loyalty-may-land = Куда может отойти: { $token }
p-loyalty-over-limit = LOY-4.6: в { $at } превышен предел. Выберите, какая из ваших армий там уходит дальше и куда: клетка ниже предела её примет, полная передаст толчок дальше.
p-loyalty-pushes = Толчки
p-loyalty-pushes-on = толкает дальше
p-loyalty-stops = останавливается
p-loyalty-push = Армия { $army } → { $to } ({ $how })

## The open campaign (src/ui/session.rs, src/storage/index.rs)

session-month = Год { $year } из { $years }, месяц { $month } из { $months } · { $phase }
session-winter = Год { $year } из { $years }, зима
session-looking-back = Это кампания в прошлом: вернитесь в настоящее, чтобы играть дальше.
session-undo = Отменить: { $what }{ $n ->
        [0] {""}
        [one] {" "}и ход приложения после него
        [few] {" "}и { $n } хода приложения после него
       *[other] {" "}и { $n } ходов приложения после него
    } (Ctrl+Z)
p-undone = Отменено: { $what }{ $n ->
        [0] {""}
        [one] {" "}и ход приложения после него
        [few] {" "}и { $n } хода приложения после него
       *[other] {" "}и { $n } ходов приложения после него
    }.
p-undone-app = { $n ->
        [one] Отменён последний ход приложения
        [few] Отменены последние { $n } хода приложения
       *[other] Отменены последние { $n } ходов приложения
    }.
session-undo-app = Отменить { $n ->
        [one] последний ход приложения
        [few] последние { $n } хода приложения
       *[other] последние { $n } ходов приложения
    } (Ctrl+Z)
session-redo = Вернуть: { $what } (Ctrl+Shift+Z)
session-nothing-to-undo = Отменять нечего
session-nothing-to-redo = Возвращать нечего
session-link-too-long = Эта кампания слишком длинна для ссылки ({ $length } { $length ->
        [one] символ
        [few] символа
       *[many] символов
    }; ссылки держатся короче { $max } символов, чтобы чаты и почта передавали их целиком). Экспортируйте файл и отправьте его.
session-link-failed = { $why }

## Importing campaigns (src/ui/import.rs, src/engine/migrate.rs)

import-done = Импортировано: { $file }.
import-failed = Импорт не удался ({ $file }): { $why }
import-stopped = Импорт остановлен ({ $file }); ничего не изменено.
import-bundle-item = { $file }, кампания { $n }
import-continues = { $file } продолжает здешнюю копию: { $new ->
        [one] { $new } новый шаг
        [few] { $new } новых шага
       *[many] { $new } новых шагов
    }. { $since }
import-link-bundle = В этой ссылке { $n } кампаний, а ссылка открывает одну. Импортируйте их из файла «экспортировать всё».
import-redo-dropped = { $n ->
        [one] { $n } отменённый здесь шаг, который ещё можно было вернуть, заменён
        [few] { $n } отменённых здесь шага, которые ещё можно было вернуть, заменены
       *[many] { $n } отменённых здесь шагов, которые ещё можно было вернуть, заменены
    } импортированными ходами.
import-older = { $file } — более старая копия этой кампании, отстаёт от здешней на { $behind ->
        [one] { $behind } шаг
        [few] { $behind } шага
       *[many] { $behind } шагов
    }: ничего не изменено.
import-same = { $file } совпадает со здешней копией: ничего не изменено.
import-diverged = { $file }: история пошла иначе, чем в здешней копии («{ $here }»), начиная с шага { $at }; она сохранена как отдельная кампания, а здешняя копия не изменена.
import-more = … ещё { $earlier }, затем: { $shown }
import-lines = { $first } { $rest }
import-migrated-loyalty = Эта кампания начата с включёнными лояльностью и снабжением (OPT-LOYALTY) в версии, где этих правил не было: она шла без них и дальше пойдёт без них. Теперь эта опция показана выключенной.
import-migrated-domain = Эта кампания начата с включённой войной за владения (OPT-DOMAIN) в версии, где этих правил не было: она шла без них и дальше пойдёт без них. Теперь эта опция показана выключенной.

## Летопись: события (ev-), команды (cmd-), даты (when-) и их части (chron-) (src/engine/chronicle)

when-setup = Расстановка
when-month = Год { $year }, месяц { $month }
when-winter = Год { $year }, зима
when-end = Конец
chron-nothing = { "" }
chron-name = { $name }
chron-number = { $n }
chron-plus = +{ $n }
chron-half = ½
chron-and-a-half = { $n }½
chron-tile = { $tile }
chron-comma = { $first }, { $rest }
chron-semicolon = { $first }; { $rest }
chron-arrow = { $first } → { $rest }
chron-none = нет
chron-army = Армия { $id }
chron-ship = Корабль { $id }
chron-race = { $kingdom }: { $race }
chron-undone = Отменено: { $command } (APP-3).
chron-rule-set-2 = SET-2
chron-rule-sum-res-2 = SUM-RES-2
chron-rule-ref-6 = REF-6
chron-rule-sim-2 = SIM-2
chron-rule-lwb-1 = LWB-1
chron-rule-nav-1 = NAV-1
chron-rule-win-6 = WIN-6
chron-rule-loy-11 = LOY-11
chron-rule-nar-sym-2 = NAR-SYM-2
chron-rule-dom-10 = DOM-10
chron-rule-dom-6 = DOM-6
chron-rule-dom-7 = DOM-7
chron-rule-dom-8 = DOM-8
chron-rule-dom-5 = DOM-5
chron-rule-loy-2 = LOY-2
chron-rule-loy-9 = LOY-9
chron-rule-res-1 = RES-1
chron-rule-loy-4-2 = LOY-4.2
chron-rule-loy-4-3 = LOY-4.3
chron-rule-loy-4-5 = LOY-4.5
chron-rule-loy-4-6 = LOY-4.6
chron-rule-loy-3 = LOY-3
chron-rule-loy-4 = LOY-4
chron-rule-loy-10 = LOY-10
chron-rule-nar-sa-1 = NAR-SA-1
chron-rule-nar-sa-2 = NAR-SA-2
chron-rule-nar-sa-3 = NAR-SA-3
chron-rule-nar-sa-4 = NAR-SA-4
chron-rule-nar-fa-1 = NAR-FA-1
chron-rule-nar-fa-2 = NAR-FA-2
chron-rule-nar-fa-3 = NAR-FA-3
chron-rule-nar-fa-4 = NAR-FA-4
ev-dice-rolled = { $kingdom } бросает { $faces }: { $purpose } ({ $rule }).
ev-dice-rolled-table = Общий бросок { $faces }: { $purpose } ({ $rule }).
ev-race-chosen = { $kingdom } тайно выбирает главную расу (SET-1).
ev-races-revealed = Расы открыты: { $races } (SET-1).
ev-player-order-tied = Ничья, бросок заново: { $groups } (SET-2).
ev-player-order-set = Порядок хода: { $order } ({ $rule }).
ev-capital-placed = { $kingdom } основывает столицу в { $tile } (SET-3).
ev-settlement-placed = { $kingdom } основывает поселение в { $tile }: { $kind } (SET-4).
ev-tile-controlled = { $kingdom } берёт под контроль { $tile }.
ev-allied-army-raised = { $kingdom } собирает союзную армию { $army } ({ $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }) в { $tile } (WIN-4).
ev-army-raised = { $kingdom } собирает армию { $army } ({ $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }) в { $tile }.
ev-setup = Расстановка.
ev-phase-began = Начинается фаза { $phase }.
ev-order-given = { $kingdom } отдаёт приказ { $ship ->
        [1] кораблю
       *[other] армии
    } { $token }: { $order } (SUM-ORD-1).
ev-settlement-marked = Поселение в { $tile } отмечено к разорению (SUM-ORD-6).
ev-army-moved = { $kingdom }: армия { $army } идёт из { $from } в { $to } (SUM-RES-1).
ev-exploration-pending = { $kingdom } входит в неразведанную клетку { $tile } и разведывает её (SUM-RES-2).
ev-explored = { $kingdom } разведывает { $tile }: 2D6 = { $total }, находка: { $found } (SUM-RES-2).
ev-explored-nothing = { $kingdom } разведывает { $tile }: 2D6 = { $total }, лишь открытая местность (SUM-RES-2).
ev-settlement-razed = Армия { $army } ({ $kingdom }) разоряет поселение в { $tile } (SUM-RES-4).
ev-raze-failed = Армии { $army } ({ $kingdom }) не удаётся разорить { $tile }: там стоит враг или жечь уже нечего (SUM-RES-4).
ev-defence-taken = Армия { $army } ({ $kingdom }) занимает оборону (SUM-RES-5).
ev-stood-up = Армия { $army } ({ $kingdom }) перестраивается и встаёт (SUM-RES-6).
ev-army-laid-down = Армия { $army } ({ $kingdom }) кладётся на бок: на пути были лес, горы или река (REF-1).
ev-settlement-unmarked = Неудачное разорение в { $tile } забыто; поселение стоит (REF-2).
ev-defence-cleared = Армия { $army } выходит из обороны (REF-5).
ev-order-tied = Армий поровну, бросок за очерёдность: { $groups } ({ $rule }).
ev-month-ended = Месяц заканчивается.
ev-winter-ended = Зима позади; все фишки готовы к новому году (WIN-6).
ev-month-began = Начинается год { $year }, месяц { $month } (REF-7).
ev-battle-chosen = Нападает { $attacker }, обороняется { $defender }: битва в { $tile } (SUM-BAT-1).
ev-slaughter = Это избиение (SUM-BAT-3).
ev-battle-kind = Вид битвы: { $kind } (SUM-BAT-3).
ev-die-hit = { $kingdom } кладёт { $face } на армию { $army } (Защита { $defence }): попадание, −100 очков (SIM-3).
ev-die-no-effect = { $kingdom } кладёт { $face } на армию { $army } (Защита { $defence }): без последствий (SIM-3).
ev-naval-hits = Попадания на 4+: у нападающего { $attacker }, у обороняющегося { $defender } (NAV-1).
ev-concedes = { $kingdom } признаёт поражение.
ev-fights-on = { $kingdom } продолжает бой.
ev-lost-slaughtered = { $token } гибнет в избиении (SUM-BAT-3).
ev-lost-destroyed = { $token } теряет всё и уничтожается (SIM-3).
ev-lost-sunk = { $token } идёт ко дну (NAV-1).
ev-lost-no-retreat = { $token } уничтожается: отступать некуда (RES-1).
ev-lost-no-units = { $token } теряет последний отряд и снимается с карты (UST-4).
ev-lost-no-home = { $token } гибнет: зимовать негде (WIN-1).
ev-lost-disbanded = { $token } распускается (WIN-4).
ev-lost-starved = { $token } распускается: кормить нечем (WIN-5).
ev-lost-no-room = { $token } распускается: ни в одном поселении нет места (WIN-6).
ev-lost-fallen = { $token } гибнет вместе со своим королевством (WIN-8).
ev-lost-surrounded = { $token } уничтожается: вокруг нет ни одной клетки, куда можно отступить (ни одной открытой дружественной) (LOY-4.1).
ev-lost-stranded = { $token } уничтожается: за опустошённой землёй негде остановиться (LOY-4.4).
ev-lost-rebels = { $token } уничтожается: целый сезон без связи в мятежной провинции (LOY-6).
ev-lost-unsupplied = { $token } уничтожается от голода: три конца месяца подряд без снабжения (LOY-8).
ev-lost-marched-unsupplied = { $token } уничтожается: марш без снабжения истощил все силы (DOM-4).
ev-unit-strengthened = Армия { $army }, { $name }: сила отряда { $by } (UST-1).
ev-unit-weakened = Армия { $army }, { $name }: сила отряда { $by } (UST-2).
ev-unit-lost = Армия { $army }: отряд { $name } измотан и распущен (UST-4).
ev-battle-won = { $kingdom } побеждает в битве (RES-3).
ev-battle-won-score = { $kingdom } побеждает в битве ({ $a }:{ $d }) (RES-3).
ev-battle-drawn = Никто не побеждает (RES-2).
ev-battle-drawn-score = Никто не побеждает ({ $a }:{ $d }) (RES-2).
ev-token-retreated = { $token } отступает из { $from } в { $to } (RES-2).
ev-token-retreated-laid = { $token } отступает из { $from } в { $to } и ложится на бок (RES-1).
ev-winner-moved = { $token } продвигается из { $from } в { $to } (RES-3).
ev-eliminated = { $kingdom } не контролирует ни одной клетки и выбывает из игры (год { $year }) (WIN-8).
ev-recalled = { $token } уходит на зимовку в { $tile } (WIN-1).
ev-gathered = { $kingdom } собирает урожай и подати: золото { $gold }, еда { $food } (WIN-2).
ev-tithed = { $from } передаёт королевству { $to }: золото { $gold }, еда { $food } (WIN-3).
ev-passed = { $kingdom } пасует.
ev-purchased = { $kingdom } покупает в { $tile }: { $what } за золото { $gold } (WIN-4).
ev-purchased-food = { $kingdom } покупает в { $tile }: { $what } за золото { $gold } и еду { $food } (WIN-4).
ev-ship-built = Корабль { $ship } спущен на воду в { $tile } (WIN-4).
ev-fed = { $kingdom } кормит свои армии: еда { $food } (WIN-5).
ev-stores-lost = { $kingdom } теряет непотраченные золото и еду (WIN-5).
ev-staged = { $armies ->
        [one] { $armies } армия покидает
        [few] { $armies } армии покидают
       *[many] { $armies } армий покидают
    } карту до новой расстановки (WIN-6).
ev-deployed = { $kingdom } ставит армию { $army } в { $tile } (WIN-6).
ev-paired = Армия { $army } садится на корабль { $ship }; они движутся парой (SUM-ORD-2).
ev-unpaired = Армия { $army } сходит с корабля { $ship } (SUM-ORD-2).
ev-unit-removed = Армия { $army }: { $name } выходит из состава (SET-7).
ev-unit-added = Армия { $army } принимает в состав { $name } ({ $size }, сила отряда { $strength }) (SET-7).
cmd-order-move = движение на { $tile }
cmd-order-agitate = агитация в { $tile }
cmd-order-pillage = грабёж на { $mp } ОД
cmd-order-plunder = набег на владения: { $kinds }
cmd-order-lower-source = ослабить источник
cmd-order-skirmish = стоять и вести стычку
cmd-roll = бросок { $faces }
chron-module = шаг модуля { $module }, которого нет в этой версии приложения
cmd-roll-any = бросок
cmd-choose-race = выбор расы
cmd-place-capital = столица в { $tile }
cmd-place-settlement = { $kind } в { $tile }
cmd-place-army = армия в { $tile }
cmd-resolve-order = исполнение приказа армии { $army }
cmd-give-order = приказ армии { $army }: { $order }
cmd-choose-battle = выбор битвы в { $tile }
cmd-choose-battle-kind = выбор вида битвы: { $kind }
cmd-remove-token = снятие фишки { $token }
cmd-allocate-die = куб { $face } на армию { $army }
cmd-concede = признание поражения
cmd-fight-on = продолжение боя
cmd-report-tabletop = итог битвы на столе
cmd-retreat = отступление фишки { $token } в { $tile }
cmd-winner-move = продвижение фишки { $token } в { $tile }
cmd-winner-stays = остаться на завоёванной клетке
cmd-recall-to = зимовка в { $tile }
cmd-tithe = дар королевству { $kingdom }: золото { $gold }, еда { $food }
cmd-pass = пас
cmd-buy = покупка в { $tile }: { $what }
cmd-disband = роспуск армии { $army }
cmd-starve = армия { $army } остаётся без еды
cmd-deploy = армия { $army } в { $tile }
cmd-switch-resolver = переход к виду битвы: { $kind }
cmd-pair = посадка армии { $army } на корабль { $ship }
cmd-unpair = разделение пары корабля { $ship }
cmd-add-unit = отряд { $name } в армию { $army }
cmd-remove-unit = снятие отряда { $unit } из армии { $army }
cmd-mobilise = насильная мобилизация в { $tile }
cmd-push = вытеснение армии { $army } в { $tile }
cmd-march = марш армии { $army } в { $tile }
cmd-mounted = армия { $army } верхом
cmd-on-foot = армия { $army } пешком
cmd-engage = выбор: { $answer }
cmd-accept-roster = состав армии { $army }
cmd-sortie = вылазка
cmd-stay-behind = остаться за стенами
cmd-unit = отряд { $unit } армии { $army }
cmd-disable = отключение: { $development }
cmd-done = конец выбора
cmd-regroup = перестроение
cmd-pursuit = преследование
cmd-set-developments = постройки в { $tile }
chron-cause-invader-defeated = там разбит захватчик
chron-cause-defender-won = там победил обороняющийся
chron-cause-defender-lost = обороняющийся проиграл там, где провинция благоволит победителю
chron-cause-retreated-onto = сюда отступила армия { $army }
chron-cause-captured = отнята у королевства { $kingdom }, которому благоволила
chron-cause-wintered = здесь зимовала армия { $army }
chron-cause-works = хозяйственные работы армии { $army }
chron-cause-agitated = агитация: { $kingdom }
chron-cause-floor = только что взята: не меньше 1
chron-cause-pillaged = разграблена: { $kingdom }
chron-counted = армия { $army } ({ $n } из 3)
chron-loyalty-noted = { $kingdom } в { $tile }: { $cause } — { $delta } к концу хода ({ $rule }).
chron-loyalty-changed = { $kingdom }: лояльность в { $tile } меняется с { $old } на { $new }: { $causes } ({ $rule }).
chron-loyalty-unchanged = { $kingdom }: лояльность в { $tile } остаётся { $new }: { $causes } ({ $rule }).
chron-loyalty-beaten = { $tokens }: поражение, отступление после последней битвы (LOY-13).
chron-loyalty-drawn = { $tokens }: ничья, отступление после последней битвы (LOY-13).
chron-loyalty-winner-owed = { $kingdom } может продвинуться из { $tile }, когда уйдут проигравшие (LOY-13).
chron-loyalty-retreats = Разбитые армии отступают (LOY-4).
chron-through = {" "}через { $tile }
chron-over-limit = , сверх своего предела
chron-pushing = , тесня стоящую там армию
chron-laid-down = , ложась на бок
chron-loyalty-retreated = { $token } отступает из { $from }{ $via } в { $to }{ $how }{ $side } ({ $rule }).
chron-loyalty-pushed = Армию { $army } вытесняют из { $from } в { $to } (LOY-4.6).
chron-loyalty-move-refused = { $token } не может войти в { $tile }: предел снабжения там { $limit } (LOY-3). Остаётся на месте.
chron-loyalty-works = { $token } возделывает землю{ $outcome } (LOY-10).
chron-loyalty-agitates = { $token } агитирует в { $tile }{ $outcome } (LOY-10).
chron-no-effect = , но безрезультатно
chron-loyalty-devastated = Клетка { $tile } опустошена: лояльность 0 ко всем, шесть месяцев на восстановление ({ $rule }).
chron-loyalty-counts-from-next = Клетка { $tile } опустошена в конце месяца: её шесть месяцев считаются со следующего (LOY-5).
chron-loyalty-recovered = Клетка { $tile } оправляется от опустошения и поднимает мятеж (LOY-5).
chron-loyalty-rebelled = Клетка { $tile } восстаёт против своего владыки (LOY-6).
chron-loyalty-pacified = Мятеж в { $tile } окончен (LOY-6).
chron-loyalty-abandoned = { $kingdom } теряет клетку { $tile } (LOY-5, LOY-6).
chron-loyalty-defected = Мятежная клетка { $tile } переходит к королевству { $kingdom }, которому благоволит ({ $loyalty }) (LOY-6).
chron-loyalty-swayed = { $tile }: выпало { $face } против лояльности { $loyalty } (владелец — { $holder }): провинция переходит к королевству { $to } (LOY-11).
chron-loyalty-stays = { $tile }: выпало { $face } против лояльности { $loyalty } (владелец — { $holder }): провинция сохраняет верность (LOY-11).
chron-loyalty-mobilised = { $kingdom } насильно мобилизует армию { $army } в { $tile } (LOY-10).
chron-loyalty-winter-came = Зима закрывает зимние зоны: армии там стоят на зимних квартирах, и войти туда нельзя (LOY-1).
chron-unsupplied = без снабжения: { $armies } (LOY-8)
chron-in-rebel = отрезаны в мятежных землях: { $armies } (LOY-6)
chron-month-end = Конец месяца: { $parts }.
chron-holding = { $kind } { $level }
chron-then-pillage = , затем грабёж на { $mp } ОД
chron-stop-unexplored = , остановившись на неразведанной клетке
chron-stop-enemy = , остановившись там, где стоит враг
chron-forced-march = ; форсированный марш: { $hits } { $hits ->
        [one] попадание
        [few] попадания
       *[many] попаданий
    } в начале её первой битвы в этом месяце (DOM-3)
chron-domain-planned = Армия { $army } пойдёт по пути { $path }{ $pillage } (DOM-11).
chron-domain-marched = Армия { $army } прошла по пути { $path } за { $spent } ОД{ $stop }{ $forced } (DOM-11).
chron-domain-starved = Армия { $army } тратила ОД без снабжения и потеряла { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } (DOM-4).
chron-domain-hits-taken = { $token } вступает в битву после форсированного марша: { $hits } { $hits ->
        [one] попадание
        [few] попадания
       *[many] попаданий
    } (DOM-3).
chron-domain-overspent = Армия { $army } грабила сверх запаса ОД: { $hits } { $hits ->
        [one] попадание
        [few] попадания
       *[many] попаданий
    } в начале её первой битвы в этом месяце (DOM-3, DOM-10).
chron-domain-pillaged = { $kingdom }: армия { $army } грабит { $tile } на { $gb } зол. (DOM-10).
chron-barred-own-land = это собственная земля армии (DOM-10)
chron-barred-enemy-army = там стоит вражеская армия (DOM-10)
chron-barred-exhausted = добыча этого месяца уже достигла уровня провинции (DOM-10)
chron-barred-not-occupied = в занятой ею клетке нечего грабить (DOM-9)
chron-domain-barred = Армия { $army } ничего не взяла в { $tile }: { $why }.
chron-domain-plundered = { $kingdom }: армия { $army } уничтожает в { $tile } владения ({ $holdings }), добыча { $gb } зол. (DOM-9).
chron-domain-source-lowered = Армия { $army } ослабила источник в { $tile } на 1 (DOM-9).
chron-domain-freed = Оккупация { $tile } окончена: её зима прошла (DOM-9).
chron-domain-checks-due = Ход владений окончен: разграбленные провинции { $tiles } бросают по 2D10 (DOM-10).
chron-domain-level-fell = { $tile }: 2D10 = { $total } против { $taken } зол., награбленных за этот ход: уровень провинции падает с { $level } до { $lower } (DOM-10).
chron-domain-level-held = { $tile }: 2D10 = { $total } против { $taken } зол., награбленных за этот ход: провинция держится на уровне { $level } (DOM-10).
chron-domain-turn-ended = Ход владений окончен (DOM-10).
chron-domain-mounted = Армия { $army } садится в сёдла (DOM-1).
chron-domain-on-foot = Армия { $army } идёт пешком (DOM-1).
chron-domain-answered = { $kingdom } выбирает: { $answer } ({ $rule }).
chron-domain-called-off = Битвы в { $tile } не будет: { $kingdom } грабит вместо боя.
chron-domain-second-due = Когда подойдут опоздавшие армии, в { $tile } будет вторая битва (DOM-7).
chron-domain-second-begun = Опоздавшие армии подошли (DOM-7).
chron-domain-skirmishing = Армия { $army } стоит и ведёт стычку (DOM-5).
chron-engaged-second = вторая битва, без особых правил войны за владения (DOM-7)
chron-engaged-ambush = засада: в первом раунде нападающий не может ни двигаться, ни атаковать (DOM-6)
chron-engaged-units = уклонившийся атакует только { $n } { $n ->
        [one] отряд
        [few] отряда
       *[many] отрядов
    }, выбираемых по очереди (DOM-6)
chron-engaged-arrival = армия { $army } подходит в раунде { $round } (DOM-7)
chron-engaging = Битва завязывается (DOM-5).
chron-engaged = Битва началась.
chron-engaged-with = Битва началась: { $parts }.
chron-answer-stay = остаться в укреплении
chron-answer-take-field = выйти в поле
chron-answer-attack = атаковать
chron-answer-decline = не вступать в бой
chron-answer-pillage = грабить вместо боя
chron-answer-pick-units = атаковать лишь часть отрядов врага
chron-answer-ambush = заманить врага в засаду
chron-answer-escort = армия { $army } встречает атаку
chron-answer-spend = { $mp ->
    [0] сохранить ОД армии { $army } (без грабежа)
   *[other] грабить армией { $army }, тратя { $mp } ОД
}
chron-die-face = { $die }: { $face }
chron-development-defence = Оборона
chron-development-order = Порядок
chron-development-rank = { $development } { $rank }
chron-triumphs = , { $n ->
        [one] { $n } триумф
        [few] { $n } триумфа
       *[many] { $n } триумфов
    }
chron-symbols = итог: успехов { $successes }, преимуществ { $advantages }{ $triumphs }
chron-test-automatic = { $kingdom } автоматически проходит проверку «{ $test }» ({ $rule }, DICE-3).
chron-test-passes = { $kingdom }: проверка «{ $test }»: { $dice } — { $symbols }: успех ({ $rule }).
chron-test-fails = { $kingdom }: проверка «{ $test }»: { $dice } — { $symbols }: неудача ({ $rule }).
chron-nar-excluded = Разведчики не пускают { $name } в следующую фазу.
chron-nar-worn = { $name }: отряд измотан форсированным маршем и не учитывается в этой битве (DOM-3).
chron-nar-fell = { $name }: отряд пал (NAR-SYM-1).
chron-nar-disabled = Разведчики выводят из строя постройку поселения «{ $development }» на эту битву (NAR-SA-1).
chron-nar-lost = { $name }: бросок на возвращение { $roll }, отряд потерян навсегда (NAR-SYM-2).
chron-nar-reduced = { $name }: бросок на возвращение { $roll }, отряд возвращается ослабленным (NAR-SYM-2).
chron-nar-intact = { $name }: бросок на возвращение { $roll }, отряд возвращается невредимым (NAR-SYM-2).
chron-nar-roll = { $face }
chron-nar-roll-regrouped = { $face } + 1 за перестроение = { $total }
chron-nar-regroups = { $kingdom } побеждает и перестраивается: +1 к броскам на возвращение (NAR-SA-4).
chron-nar-pursues = { $kingdom } побеждает и преследует разбитую армию (NAR-SA-4).
chron-nar-mustered = Армия { $army } принимает предложенный состав (NAR-1).
chron-nar-developed = Постройки поселения в { $tile } теперь: { $developments } (NAR-2).

## Панели летописи, кубов и журнала лояльности (src/ui/panels/chronicle.rs, journal.rs) и история кампании (src/ui/story.rs)

chron-dice = Кости
chron-no-dice = Кости ещё не бросали.
chron-table = Общий
chron-stand-in = Причина
chron-undo = Отмена
chron-moves-undone = { $n ->
        [one] Отменён { $n } ход
        [few] Отменено { $n } хода
       *[many] Отменено { $n } ходов
    } (APP-3).
chron-title = Летопись
chron-filter = Показать летопись королевства
chron-all-kingdoms = Все королевства
chron-story = Вся история:
chron-story-html = ⇩ Страница
chron-story-html-title = Страница со всеми годами, битвами и картами — сохранить, распечатать или отправить
chron-story-md = ⇩ Для форума
chron-story-md-title = То же в формате Markdown, для форума или вики
chron-past-reading = Ранние записи ещё читаются…
chron-earlier = Показать более ранние строки (ещё { $n })
chron-journal-title = Журнал лояльности
chron-journal-tile = Клетка
chron-journal-kingdom = Королевство
chron-journal-rule = Правило
chron-journal-all = Все
chron-journal-changes = LOY-9: изменения
chron-journal-floor = LOY-2: нижний предел
chron-journal-none = Лояльность пока не менялась (изменения подсчитываются в конце каждого месяца).
chron-journal-when = Когда
chron-journal-old-new = Было → стало
chron-journal-cause = Причина
chron-journal-month = Г{ $year } М{ $month }
chron-journal-winter = Г{ $year } зима
chron-kept-secret = Армия { $army } меняет состав; он держится в тайне, пока его не покажет битва (SET-7).
chron-story-title = { $name } — история кампании
chron-story-year = Год { $year }
chron-story-odds = Шансы до броска: { $attacker } { $a }% · ничья { $draw }% · { $defender } { $d }% (APP-5).
chron-story-map-end = Карта в конце кампании
chron-story-map-now = Карта сейчас
chron-story-year-map = Карта в конце года { $year }
chron-story-over-the-campaign = За всю кампанию
chron-story-now = сейчас
chron-story-of-each-kingdom = { $measure } каждого королевства
chron-story-final-standings = Итоговая таблица
chron-story-standings-now = Положение сейчас
chron-story-by-source = Королевство · мощь по источникам
chron-story-might = Мощь
chron-story-kingdoms = Королевства: { $names }.
chron-story-kingdom = Королевство
chron-story-might-by-source = Мощь по источникам

## Ответы войны владений (src/ui/panels/domain_answers.rs)

p-domain-stay = Остаться за стенами (DOM-8)
p-domain-take-field = Выйти в поле
p-domain-attack = Атаковать
p-domain-decline = Отпустить их (они уклоняются)
p-domain-pillage = Грабить вместо боя (DOM-6 1)
p-domain-pick = Атаковать лишь часть их отрядов (DOM-6 2)
p-domain-ambush = Заманить их в засаду (DOM-6 3)
p-domain-escort = Армия { $army } встречает атаку
p-domain-spend = { $mp ->
    [0] Ни одного: сохранить ОД
   *[other] { $mp } ОД: { $mp } зол.
}
p-domain-joining = Вступление в битву
p-domain-cost = { $cost } ОД
p-domain-cost-forced = { $cost } ОД, из них форсированно { $over }: { $hits ->
        [one] { $hits } попадание
        [few] { $hits } попадания
       *[other] { $hits } попаданий
    } (DOM-3)
p-domain-lay-title = DOM-11: выбрать путь самому
p-domain-lay = Проложить путь по клеткам
p-domain-click-tiles = Щёлкните клетки похода по порядку на карте.
p-domain-march-along = Идти этим путём
p-domain-pillage-title = DOM-10: ОД на грабёж там, где поход кончается (1 зол. за каждое)
p-domain-pillage-mp = ОД на грабёж
p-domain-skirmish-title = DOM-5: 1 ОД; атаковать могут лишь столь же быстрые враги
p-domain-skirmish = Стычка
p-domain-march-to = Поход в… ({ $n ->
        [one] { $n } клетка
        [few] { $n } клетки
       *[many] { $n } клеток
    }; или щёлкните затенённую клетку на карте)
p-domain-marches-for = Походы армии { $army }

## Ответы на зимние решения (src/ui/panels/winter_answers.rs)

p-winter-gold = золото { $gold }
p-winter-gold-food = золото { $gold }, еда { $food }
p-winter-pass = Пас
p-winter-answers = Ответы
p-winter-buy-a-village = Купить деревню в { $at } · { $price }
p-winter-buy-a-city = Купить город в { $at } · { $price }
p-winter-buy-a-fortress = Купить крепость в { $at } · { $price }
p-winter-buy-a-new-capital = Купить новую столицу в { $at } · { $price }
p-winter-buy-a-ship = Купить корабль в { $at } · { $price }
p-winter-buy-an-army = Купить армию в { $at } · { $price }
p-winter-buy-an-allied-army = Купить союзную армию в { $at } · { $price }
p-winter-disband = Распустить армию { $army }
p-winter-unfed = оставит { $n ->
        [one] { $n } армию
        [few] { $n } армии
       *[many] { $n } армий
    } без еды при кормлении (WIN-5)
p-winter-unfed-confirm = Эта покупка { $warning }: армия будет распущена. Всё равно купить?
p-winter-buy-hint = Купите в этот ход одну вещь или спасуйте. Щёлкните подсвеченную клетку, чтобы увидеть только то, что можно купить там.
p-winter-can-buy = Что можно купить в { $at }:
p-winter-show-all = Показать всё ({ $all })
p-winter-choose-home = Выберите, где зимовать (или щёлкните подсвеченную клетку):
p-winter-tithe = Можно передать одному другому королевству до 1 золота и 1 еды (каждое — раз за зиму).
p-winter-give-both = Передать королевству { $kingdom }: золото 1, еда 1
p-winter-give-gold = Передать королевству { $kingdom }: золото 1
p-winter-give-food = Передать королевству { $kingdom }: еда 1
p-winter-starve = Еды хватит не на все армии: выберите армии для роспуска (всего { $left }).
p-winter-deploy = Выберите армию, затем своё поселение, где есть место (на карте или здесь):
p-winter-staged = Армии к расстановке

## Название новой кампании по умолчанию (src/ui/new_campaign.rs)

campaign-default-name = Пограничные марки

## Десятичный знак в истории кампании (src/ui/story.rs)

chron-story-decimal-mark = ,

## Откуда мощь королевства (engine/scoring.rs)
score-by-source = битвы { $battles } · поселения { $towns } ({ $parts }) · армии { $armies }
score-capital = столица
score-fell = пало в { $year }-й год · { $sources }
score-cities = { $n ->
    [one] { $n } город
    [few] { $n } города
   *[many] { $n } городов
}
score-fortresses = { $n ->
    [one] { $n } крепость
    [few] { $n } крепости
   *[many] { $n } крепостей
}
score-villages = { $n ->
    [one] { $n } деревня
    [few] { $n } деревни
   *[many] { $n } деревень
}

## Размеры отрядов в составе армии (src/ui/panels/roster.rs)
p-roster-size-troop = Отряд
p-roster-size-regiment = Полк
p-roster-size-horde = Орда
p-roster-size-legion = Легион
p-roster-size-other = Другое
p-roster-size-infantry = Пехота
p-roster-size-heavy-infantry = Тяжёлая пехота
p-roster-size-large-infantry = Крупная пехота
p-roster-size-monstrous-infantry = Чудовищная пехота
p-roster-size-cavalry = Кавалерия
p-roster-size-large-cavalry = Крупная кавалерия
p-roster-size-chariot = Колесница
p-roster-size-war-engine = Боевая машина
p-roster-size-monster = Монстр
p-roster-size-titan = Титан
p-roster-size-hero = Герой
p-roster-size-swarm = Рой

## Заместители: доводы королевства, за которое играет приложение (src/engine/stand_in)
stand-in-attacks = { $kingdom } (играет приложение) атакует { $tile }: { $chance }% на победу против армий, что там сейчас.
stand-in-fights = { $kingdom } (играет приложение) сражается в { $tile }: { $chance }% на победу.
stand-in-guards = { $kingdom } (играет приложение) обороняет { $tile }: рядом враг.
stand-in-takes = { $kingdom } (играет приложение) занимает { $tile }.
stand-in-explores = { $kingdom } (играет приложение) исследует { $tile }.
stand-in-advances = { $kingdom } (играет приложение) идёт к ещё не своим землям.
stand-in-holds = { $kingdom } (играет приложение) стоит на месте.
stand-in-holds-capital = { $kingdom } (играет приложение) держит столицу { $tile }: вражеская армия может дойти до неё к следующему месяцу.
stand-in-looked-ahead = { $reason } Выбрано после того, как каждый из { $n } лучших ходов был разыгран на три месяца вперёд.
stand-in-allocates = { $kingdom } (играет приложение) распределяет кубы, как «распределить за меня» (SIM-6).
stand-in-falls-back = { $kingdom } (играет приложение) отходит на свою землю.
stand-in-buys = { $kingdom } (играет приложение) покупает то, что больше всего прибавит могущества.
stand-in-places = { $kingdom } (играет приложение) ставит армию в { $tile }: там меньше всего её армий, ближе к границе.
stand-in-regroups = { $kingdom } (играет приложение) перестраивается, а не преследует.
stand-in-answers = { $kingdom } (играет приложение) берёт первый предложенный ответ.
stand-in-pillages = { $kingdom } (играет приложение) грабит { $tile } ради золота.
stand-in-plunders = { $kingdom } (играет приложение) разоряет владения в { $tile }.
stand-in-evades = { $kingdom } (играет приложение) уводит армию от битвы в { $tile }, которую вряд ли выиграет.
stand-in-ambushes = { $kingdom } (играет приложение) устраивает засаду в { $tile }.
stand-in-escorts = { $kingdom } (играет приложение) выставляет сильнейшую армию навстречу атаке в { $tile }.
stand-in-strikes = { $kingdom } (играет приложение) бьёт по сильнейшему, что есть у врага.
stand-in-spares = { $kingdom } (играет приложение) жертвует самым слабым отрядом.
stand-in-pursues = { $kingdom } (играет приложение) преследует: из своих никто не пал, перестраиваться незачем.
stand-in-works = { $kingdom } (играет приложение) обустраивает землю в { $tile }, чтобы поднять лояльность.
stand-in-agitates = { $kingdom } (играет приложение) подстрекает { $tile } против соперника.
stand-in-keeps = { $kingdom } (играет приложение) оставляет золото и еду себе.
stand-in-starves = { $kingdom } (играет приложение) оставляет без еды самую слабую армию.
stand-in-resolves = { $kingdom } (играет приложение) выполняет приказы в том порядке, в каком их отдал.
stand-in-rolls = { $kingdom } (играет приложение) бросает кубы.
stand-in-goes-home = { $kingdom } (играет приложение) отводит армии на зиму в { $tile }.
stand-in-founds = { $kingdom } (играет приложение) строит в { $tile }.
stand-in-musters = { $kingdom } (играет приложение) выставляет в битве в { $tile } предложенный состав армии своей расы (SET-7): стол играет за эту сторону с ним.
