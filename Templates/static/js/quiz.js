/* cookgen default theme, quizzes: scores answers in the browser, keeps points in localStorage,
   shows the points counter and marks what the points unlock. A game for children, not access
   control: every page is complete without it (answers and explanations are in <details>). */
((root) => {
  "use strict";
  // ---- Logic (node requires this part): state is { <quiz slug>: { answers: { <question>: [picked] }, best } } ----
  const same = (a, b) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  const isRight = (picked, correct) => picked.length > 0 && same(picked.map(Number), correct.map(Number));
  /** Points for the answers given: each question's points when its picks are exactly the right answers. */
  const score = (answers, questions) => questions.reduce((sum, q) => sum + (answers[q.number] && isRight(answers[q.number], q.correct) ? q.points : 0), 0);
  /** All quizzes' best scores together. */
  const total = (state) => Object.values(state || {}).reduce((sum, s) => sum + (Number.isFinite(s?.best) ? s.best : 0), 0);
  /** Records picks for a question and keeps the best score. */
  function answer(state, slug, number, picked, questions) {
    const s = state[slug] = { answers: {}, best: 0, ...state[slug] };
    s.answers = { ...s.answers, [number]: picked.map(Number) };
    s.best = Math.max(s.best || 0, score(s.answers, questions));
    return state;
  }
  /** Forgets a quiz's answers for another go; the best score stays. */
  function restart(state, slug) { if (state[slug]) state[slug].answers = {}; return state; }
  const logic = { isRight, score, total, answer, restart };
  if (typeof module === "object" && module.exports) { module.exports = logic; return; }
  root.cookgenQuizLogic = logic;

  // ---- The page ----
  const doc = document, $ = (s, r = doc) => r.querySelector(s), $$ = (s, r = doc) => [...r.querySelectorAll(s)];
  // UI strings: kitchen-data.js, loaded before every page script.
  const strings = window.cookgenStrings || {};
  const t = (key, vars = {}) => Object.keys(vars).reduce((s, k) => s.split("{" + k + "}").join(vars[k]), strings[key] || key);
  const KEY = "cookgen.quiz";
  const load = () => { try { const v = JSON.parse(localStorage.getItem(KEY)); return v && typeof v === "object" ? v : {}; } catch (e) { return {}; } };
  const save = (v) => { try { localStorage.setItem(KEY, JSON.stringify(v)); } catch (e) {} };

  function refresh(state) {
    const points = total(state);
    for (const b of $$("[data-badge=points]")) { b.textContent = points; b.classList.toggle("badge-zero", !points); }
    for (const b of $$("[data-points-total]")) b.textContent = points;
    for (const u of $$("[data-unlock]")) {
      const open = points >= +u.dataset.unlock, text = $("[data-unlock-text]", u);
      u.classList.toggle("unlocked", open);
      if (!u.dataset.lockedText) u.dataset.lockedText = text.textContent;
      text.textContent = open ? u.dataset.unlockedText : u.dataset.lockedText;
    }
    for (const c of $$("[data-quiz-card]")) {
      const s = state[c.dataset.quizCard], best = $("[data-quiz-best]", c);
      best.hidden = !s?.best;
      best.textContent = s?.best ? " · " + t("js_quiz_best", { n: s.best, total: c.dataset.total }) : "";
    }
  }

  const art = $("[data-quiz]");
  let rerender = () => refresh(load());
  if (art) {
    const slug = art.dataset.quiz, items = $$("li.question", art);
    const questions = items.map((li) => ({ number: li.dataset.question, points: +li.dataset.points, correct: li.dataset.correct.split(",") }));
    const scoreBox = $("[data-quiz-score]", art);
    const show = (li, picked) => {
      const q = questions[items.indexOf(li)], right = isRight(picked, q.correct), result = $("[data-result]", li);
      for (const input of $$("input", li)) {
        const answer = input.closest(".answer"), correct = q.correct.map(Number).includes(+input.value);
        input.checked = picked.includes(+input.value);
        input.disabled = true;
        answer.classList.toggle("answer-right", correct);
        answer.classList.toggle("answer-wrong", input.checked && !correct);
      }
      $("[data-check]", li).hidden = true;
      li.classList.toggle("is-right", right);
      li.classList.toggle("is-wrong", !right);
      result.textContent = right ? t("js_quiz_right", { n: q.points }) : t("js_quiz_wrong");
      $("[data-explanation]", li).open = true;
    };
    const render = () => {
      const state = load(), s = state[slug] || { answers: {} };
      for (const li of items) {
        const picked = s.answers?.[li.dataset.question];
        if (picked) { show(li, picked); continue; }
        for (const input of $$("input", li)) {
          input.disabled = false;
          input.checked = false;
          input.closest(".answer").classList.remove("answer-right", "answer-wrong");
        }
        li.classList.remove("is-right", "is-wrong");
        $("[data-check]", li).hidden = false;
        $("[data-result]", li).textContent = "";
        $("[data-explanation]", li).open = false;
      }
      const done = items.every((li) => s.answers?.[li.dataset.question]);
      scoreBox.hidden = !done;
      if (done) $("[data-score-text]", scoreBox).textContent = t("js_quiz_score", { n: score(s.answers, questions), total: art.dataset.total });
      refresh(state);
    };
    for (const li of items) {
      $("[data-check]", li).onclick = () => {
        const picked = $$("input:checked", li).map((i) => +i.value);
        if (!picked.length) { $("[data-result]", li).textContent = t("js_quiz_pick"); return; }
        save(answer(load(), slug, li.dataset.question, picked, questions));
        render();
        if (!scoreBox.hidden && items.indexOf(li) === items.length - 1) scoreBox.scrollIntoView({ block: "nearest" });
      };
    }
    $("[data-quiz-reset]", art).onclick = () => { save(restart(load(), slug)); render(); items[0]?.scrollIntoView({ block: "start" }); };
    rerender = render;
  }
  rerender();
  // Points earned in another tab count here too.
  addEventListener("storage", (e) => { if (e.key === KEY) rerender(); });
})(this);
