// The script of the mlsysim-rs reference, written by hand (no framework, no build step): the
// search box and page, the navigation drawer of a narrow screen, and copy buttons on code.
//
// The index comes in pieces, each a script calling window.mlsysimSearch (a page opened from a
// folder with file:// may load a script but not fetch a JSON file): the names of every entry
// (search-names.js) on the first keystroke, the words beginning with a query word's first
// letter (search-words-<c>.js) when a query needs them, and the summaries of the results shown
// (search-summaries-<n>.js). Pages work without this script: the search box stays hidden and
// the A-Z index lists every name.
(function () {
  'use strict';

  // Ties between equally good matches list the things a reader most often looks for first:
  // scenarios and registry entries before presets, members and inputs.
  var KIND_ORDER = ['scenario', 'family', 'hardware', 'model', 'registry', 'law', 'preset',
    'property', 'method', 'input'];
  var POPUP_RESULTS = 8;
  // Words a reader types for what the reference names otherwise. A query word also matches
  // its synonyms, at a lower score than the word itself.
  var SYNONYMS = {
    gpu: ['accelerator', 'device', 'hardware'],
    gpus: ['accelerators', 'devices'],
    accelerator: ['device', 'hardware', 'gpu'],
    roofline: ['intensity', 'ridge'],
    memory: ['capacity', 'hbm', 'bytes'],
    vram: ['memory', 'capacity'],
    llm: ['transformer', 'language'],
    cost: ['price', 'usd', 'tco'],
    price: ['cost', 'usd'],
    carbon: ['co2', 'emissions', 'intensity'],
    network: ['fabric', 'interconnect', 'link'],
    interconnect: ['fabric', 'link', 'nvlink'],
    failure: ['mtbf', 'reliability', 'fault'],
    checkpoint: ['checkpointing'],
    throughput: ['rate', 'tokens'],
    latency: ['time', 'delay'],
    kv: ['cache'],
    allreduce: ['collective', 'ring', 'tree']
  };
  // The smallest edit distance that still counts as a typo of a word of this length.
  function typoAllowance(length) {
    return length >= 8 ? 2 : length >= 4 ? 1 : 0;
  }
  var PAGE_RESULTS = 60;

  // The pieces loaded so far, and the callbacks waiting for each file.
  var store = { names: null, words: {}, summaries: {} };
  var waiting = {};
  window.mlsysimSearch = {
    names: function (data) { store.names = data; },
    words: function (letter, table) { store.words[letter] = table; },
    summaries: function (chunk, list) { store.summaries[chunk] = list; }
  };

  // Loads each file once (a file that fails to load counts as loaded, empty) and calls back
  // when every one has arrived.
  function loadAll(files, callback) {
    var pending = files.length;
    var done = function () {
      pending -= 1;
      if (pending === 0) {
        callback();
      }
    };
    if (pending === 0) {
      callback();
      return;
    }
    files.forEach(function (file) {
      if (waiting[file] === true) {
        done();
        return;
      }
      if (waiting[file]) {
        waiting[file].push(done);
        return;
      }
      waiting[file] = [done];
      var script = document.createElement('script');
      script.src = file;
      var arrived = function () {
        var callbacks = waiting[file];
        waiting[file] = true;
        callbacks.forEach(function (f) { f(); });
      };
      script.addEventListener('load', arrived);
      script.addEventListener('error', arrived);
      document.head.appendChild(script);
    });
  }

  // The piece of the word index a word is in: its first letter or digit.
  function letterOf(word) {
    var c = word.charAt(0);
    return /[a-z0-9]/.test(c) ? c : '_';
  }

  // The names, then the word pieces a query's words (and their synonyms) need.
  function loadFor(query, callback) {
    loadAll(['search-names.js'], function () {
      var names = store.names;
      var letters = [];
      queryWords(query).forEach(function (w) {
        [w].concat(synonymsOf(w)).forEach(function (v) {
          var letter = letterOf(v);
          if (names.letters.indexOf(letter) >= 0 && letters.indexOf(letter) < 0) {
            letters.push(letter);
          }
        });
      });
      loadAll(letters.map(function (l) { return 'search-words-' + l + '.js'; }), callback);
    });
  }

  // The summaries of the entries to show, then the entries with them.
  function withSummaries(entries, callback) {
    var chunk = store.names.summaryChunk;
    var files = [];
    entries.forEach(function (e) {
      var file = 'search-summaries-' + Math.floor(e.id / chunk) + '.js';
      if (files.indexOf(file) < 0) {
        files.push(file);
      }
    });
    loadAll(files, function () {
      entries.forEach(function (e) {
        var list = store.summaries[Math.floor(e.id / chunk)] || [];
        e.summary = list[e.id % chunk] || '';
      });
      callback(entries);
    });
  }

  // Entry `id` of the names piece, with its link.
  function entryAt(id) {
    var names = store.names;
    var row = names.entries[id];
    return {
      id: id,
      kind: names.kinds[row[0]],
      name: row[1],
      context: names.contexts[row[2]]
    };
  }

  // An entry's link, made only for a result shown (scoring every entry needs none).
  function urlOf(entry) {
    var names = store.names;
    var row = names.entries[entry.id];
    var page = names.pages[row[3]];
    // The anchor, as the names piece writes it (see search_shards.rs).
    var fragment = [
      '', row[1], row[1].toLowerCase(), row[1].toLowerCase().replace(/\./g, '-')
    ][row[4]];
    if (fragment === undefined) {
      fragment = row[4];
    }
    return fragment ? page + '#' + fragment : page;
  }

  // Lower case, with separators dropped: `KV decode-batch` and `kv_decode_batch` both read
  // `kvdecodebatch`.
  function squash(text) {
    return text.toLowerCase().replace(/[\s_.\-\/]+/g, '');
  }

  // The words of a name: CamelCase, snake_case and dotted paths split apart, and a number
  // from the letters after it (`80GB` is `80 gb`, as the text `80 GB` is). The index's words
  // are cut the same way (search_shards.rs).
  function nameWords(name) {
    return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([0-9])([a-zA-Z])/g, '$1 $2')
      .toLowerCase().split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  // Levenshtein distance, stopping early once it exceeds `limit`.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) {
      return limit + 1;
    }
    var previous = [];
    for (var j = 0; j <= b.length; j++) {
      previous.push(j);
    }
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      var best = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a.charAt(i - 1) === b.charAt(k - 1) ? 0 : 1;
        current.push(Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost));
        best = Math.min(best, current[k]);
      }
      if (best > limit) {
        return limit + 1;
      }
      previous = current;
    }
    return previous[b.length];
  }

  // A word's stem, near enough for matching at the start of a word: a plural's ending goes
  // (`gpus` finds `gpu`, `batches` finds `batch`). Matching a stem at a word's start still
  // finds the word itself.
  function stem(word) {
    return word.length > 3 ? word.replace(/(es|s)$/, '') : word;
  }

  // What a word also means, by itself or by its stem.
  function synonymsOf(word) {
    return SYNONYMS[word] || SYNONYMS[stem(word)] || [];
  }

  function queryWords(query) {
    return query.replace(/([0-9])([a-zA-Z])/g, '$1 $2').toLowerCase()
      .split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  // The entries (by id) with a word of their name, context or summary that `test` accepts,
  // from the piece of words beginning with `letter`.
  function entriesWith(letter, test) {
    var table = store.words[letter] || {};
    var ids = {};
    Object.keys(table).forEach(function (word) {
      if (test(word)) {
        table[word].forEach(function (id) { ids[id] = true; });
      }
    });
    return ids;
  }

  // For each query word: the entries holding a word it begins (`prefix`), and those holding
  // the word up to a typo or one of its synonyms (`near`, with the score a near match earns).
  function textMatches(words) {
    var common = store.names.common;
    return words.map(function (w) {
      var allowed = typoAllowance(w.length);
      var near = {};
      var typos = allowed > 0
        ? entriesWith(letterOf(w), function (o) { return distance(w, o, allowed) <= allowed; })
        : {};
      Object.keys(typos).forEach(function (id) { near[id] = 30; });
      synonymsOf(w).forEach(function (syn) {
        var found = entriesWith(letterOf(syn), function (o) { return o.indexOf(syn) === 0; });
        Object.keys(found).forEach(function (id) { near[id] = near[id] || 20; });
      });
      return {
        word: w,
        common: common.indexOf(w) >= 0,
        prefix: entriesWith(letterOf(w), function (o) { return o.indexOf(stem(w)) === 0; }),
        near: near
      };
    });
  }

  // How well an entry matches: the whole name first, then a registry path's last part, then
  // the name's start, then part of the name, then every word at the start of a word of the
  // name, then every word at the start of a word of the name, context or summary, then every
  // word up to a typo or as a synonym. Zero is no match.
  function score(entry, query, words, matches) {
    var name = squash(entry.name);
    var wanted = squash(query);
    if (!wanted) {
      return 0;
    }
    if (name === wanted) {
      return 1000;
    }
    // A registry path's last part is its short name: `H100` is `Cloud.H100`, and `llama`
    // begins `Language.Llama2_70B` before it begins a preset named for the model.
    var last = squash(entry.name.split('.').pop());
    if (last === wanted) {
      return 900;
    }
    if (entry.name.indexOf('.') > 0 && last.indexOf(wanted) === 0) {
      return 850;
    }
    if (name.indexOf(wanted) === 0) {
      return 800;
    }
    if (name.indexOf(wanted) > 0) {
      return 600;
    }
    var own = nameWords(entry.name);
    var inName = words.filter(function (w) {
      return own.some(function (o) { return o.indexOf(stem(w)) === 0; });
    }).length;
    if (inName === words.length) {
      return 400;
    }
    // A word too common to be indexed is no evidence either way.
    var everywhere = matches.every(function (m) { return m.common || m.prefix[entry.id]; });
    if (everywhere) {
      return 100 + 10 * inName;
    }
    return nearScore(entry, name, matches);
  }

  // A near match for a query that matched nothing: every query word is a word of the entry
  // up to a typo, or one of its synonyms is; a one-word query may be the whole name mistyped.
  function nearScore(entry, squashedName, matches) {
    var total = 0;
    for (var i = 0; i < matches.length; i++) {
      var m = matches[i];
      var allowed = typoAllowance(m.word.length);
      var whole = matches.length === 1 && allowed > 0 &&
        distance(squash(m.word), squashedName, allowed) <= allowed;
      var earned = whole ? 30 : m.near[entry.id] || (m.common ? 30 : 0);
      if (!earned) {
        return 0;
      }
      total += earned;
    }
    return total / matches.length;
  }

  // Every entry that matches, best first, without summaries (see withSummaries).
  function search(query) {
    var words = queryWords(query);
    var matches = textMatches(words);
    var found = [];
    for (var id = 0; id < store.names.entries.length; id++) {
      var entry = entryAt(id);
      var s = score(entry, query, words, matches);
      if (s > 0) {
        found.push({ entry: entry, score: s });
      }
    }
    found.sort(function (a, b) {
      return b.score - a.score ||
        KIND_ORDER.indexOf(a.entry.kind) - KIND_ORDER.indexOf(b.entry.kind) ||
        a.entry.name.length - b.entry.name.length ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0);
    });
    return found.map(function (f) { return f.entry; });
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) {
      el.className = className;
    }
    if (text) {
      el.textContent = text;
    }
    return el;
  }

  function resultItem(entry) {
    var item = element('li', 'search-result');
    var link = element('a', null, entry.name);
    link.href = urlOf(entry);
    item.appendChild(link);
    item.appendChild(element('span', 'search-kind', entry.kind));
    if (entry.context) {
      item.appendChild(element('span', 'search-context', entry.context));
    }
    if (entry.summary) {
      item.appendChild(element('span', 'search-summary', entry.summary));
    }
    return item;
  }

  function fill(list, entries) {
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    entries.forEach(function (entry) { list.appendChild(resultItem(entry)); });
  }

  // The search page: results for ?q=... in the page itself.
  function showPage(results, status, query) {
    loadFor(query, function () {
      var all = search(query);
      withSummaries(all.slice(0, PAGE_RESULTS), function (shown) {
        fill(results, shown);
        status.textContent = all.length === 0
          ? 'Nothing matches “' + query + '”. The A–Z index lists every scenario, preset and law.'
          : all.length + (all.length === 1 ? ' result' : ' results') + ' for “' + query + '”' +
            (all.length > PAGE_RESULTS ? ', the first ' + PAGE_RESULTS + ' shown.' : '.');
      });
    });
  }

  // The header box: the best few results under it as one types; Enter opens the search page.
  function wireBox(form) {
    var box = form.querySelector('input[name="q"]');
    var popup = form.querySelector('.search-popup');
    form.hidden = false;
    // The names are fetched as the box takes focus, so that the first keystroke finds them.
    box.addEventListener('focus', function () {
      loadAll(['search-names.js'], function () {});
    });
    box.addEventListener('input', function () {
      var query = box.value.trim();
      if (!query) {
        popup.hidden = true;
        return;
      }
      loadFor(query, function () {
        if (box.value.trim() !== query) {
          return;
        }
        withSummaries(search(query).slice(0, POPUP_RESULTS), function (found) {
          if (box.value.trim() !== query) {
            return;
          }
          fill(popup, found);
          if (found.length === 0) {
            popup.appendChild(element('li', 'search-result', 'Nothing matches “' + query + '”.'));
          }
          popup.hidden = false;
        });
      });
    });
    // Arrow keys move through the results under the box; Enter on one opens it.
    function moveSelection(step) {
      var links = Array.prototype.slice.call(popup.querySelectorAll('a'));
      if (popup.hidden || links.length === 0) {
        return;
      }
      var at = links.indexOf(document.activeElement);
      var next = at < 0 ? (step > 0 ? 0 : links.length - 1) : at + step;
      if (next < 0 || next >= links.length) {
        box.focus();
        return;
      }
      links.forEach(function (link, i) {
        link.setAttribute('aria-selected', i === next ? 'true' : 'false');
      });
      links[next].focus();
    }
    form.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        popup.hidden = true;
        box.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        moveSelection(1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        moveSelection(-1);
      }
    });
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) {
        popup.hidden = true;
      }
    });
    return box;
  }

  // Marks that the script runs: the narrow layout then folds the sidebar into a drawer.
  document.body.classList.add('has-script');

  // The Menu button of a narrow screen opens and closes the sidebar.
  function wireDrawer(button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var open = document.body.classList.toggle('nav-open');
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && document.body.classList.contains('nav-open')) {
        document.body.classList.remove('nav-open');
        button.setAttribute('aria-expanded', 'false');
        button.focus();
      }
    });
  }

  // A Copy button on each code block.
  function wireCopy(block) {
    var button = element('button', 'copy', 'Copy');
    button.type = 'button';
    button.setAttribute('aria-label', 'Copy this code');
    button.addEventListener('click', function () {
      var code = block.querySelector('code') || block;
      var done = function () { button.textContent = 'Copied'; };
      if (navigator.clipboard) {
        navigator.clipboard.writeText(code.textContent).then(done);
      }
    });
    block.appendChild(button);
  }

  var toggle = document.querySelector('.nav-toggle');
  if (toggle) {
    wireDrawer(toggle);
  }
  Array.prototype.forEach.call(document.querySelectorAll('main pre'), wireCopy);

  var form = document.getElementById('search');
  if (!form) {
    return;
  }
  var box = wireBox(form);
  var results = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  var query = new URLSearchParams(window.location.search).get('q');
  if (results && status) {
    if (query && query.trim()) {
      box.value = query;
      showPage(results, status, query.trim());
    } else {
      status.textContent = 'Type a name or a few words in the box above.';
    }
  }
})();
