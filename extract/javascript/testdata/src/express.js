const express = require('express');
const app = express();

app.get('/users/:id', (req, res) => {
  const id = req.params.id;
  if (!id) {
    return res.status(400).send('missing id'); // want res.status(400).send "missing id"
  }
  if (id === 'x') {
    return res.status(404).json({ error: `user ${id} not found` }); // want res.status(404).json "user {id} not found"
  }
  if (id === 'y') {
    res.status(500).json({ error: { message: 'db down' } }); // want res.status(500).json "db down"
    return;
  }
  if (id === 'z') {
    return res.status(403).end(); // want res.status(403).end ""
  }
  res.status(200).json({ id });
  res.send('ok');
});
