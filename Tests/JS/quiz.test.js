// node --test Tests/JS/ — the scoring logic of Templates/static/js/quiz.js.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const quiz = require("../../Templates/static/js/quiz.js");

const questions = [
  { number: "1", points: 1, correct: ["1"] },
  { number: "2", points: 2, correct: ["0", "2"] },
];

test("an answer is right only when the picks are exactly the right answers", () => {
  assert.equal(quiz.isRight([1], ["1"]), true);
  assert.equal(quiz.isRight([2, 0], ["0", "2"]), true);
  assert.equal(quiz.isRight([0], ["0", "2"]), false);
  assert.equal(quiz.isRight([0, 1, 2], ["0", "2"]), false);
  assert.equal(quiz.isRight([], ["0"]), false);
});

test("the score adds the points of the questions answered right", () => {
  assert.equal(quiz.score({}, questions), 0);
  assert.equal(quiz.score({ 1: [1] }, questions), 1);
  assert.equal(quiz.score({ 1: [0], 2: [0, 2] }, questions), 2);
  assert.equal(quiz.score({ 1: [1], 2: [2, 0] }, questions), 3);
});

test("answering keeps the best score, and another go keeps it too", () => {
  let state = {};
  state = quiz.answer(state, "safety", "1", [1], questions);
  state = quiz.answer(state, "safety", "2", [0, 2], questions);
  assert.deepEqual(state.safety, { answers: { 1: [1], 2: [0, 2] }, best: 3 });
  state = quiz.restart(state, "safety");
  assert.deepEqual(state.safety.answers, {});
  state = quiz.answer(state, "safety", "1", [0], questions);
  assert.equal(state.safety.best, 3);
});

test("the total is every quiz's best score; broken entries count nothing", () => {
  assert.equal(quiz.total({ a: { best: 3 }, b: { best: 2 }, c: null, d: { best: "x" } }), 5);
  assert.equal(quiz.total(null), 0);
});
