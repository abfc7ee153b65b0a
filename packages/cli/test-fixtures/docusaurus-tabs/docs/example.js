console.log('example');
